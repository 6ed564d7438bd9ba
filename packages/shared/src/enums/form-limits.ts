/** §9 limits behind the §5 form rules; the validators read them from here. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 18;
export const ACCOUNT_MIN_LENGTH = 5;
export const ACCOUNT_MAX_LENGTH = 20;
export const DECIMAL_RANGE = { min: 0, max: 200, maxDecimals: 2 } as const;
export const INTEGER_RANGE = { min: 0, max: 200 } as const;
export const PRICE_MAX_INTEGER_DIGITS = 6;
export const PRICE_MAX_DECIMALS = 2;
