/**
 * A form rule: the spec's message when the value fails, undefined when it passes.
 * Values are `unknown` because form libraries hand over strings, numbers or nothing.
 */
export type Validator = (value: unknown) => string | undefined;

/** null, undefined, and strings that hold only whitespace count as "not filled in". */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The text a format rule inspects: strings as typed, numbers as written; anything else is not text. */
export function valueAsText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * Builds a format rule. An empty value passes: whether a field must be filled in is
 * the job of `required`, composed separately, so an optional field may stay blank
 * and a blank required field shows only 该项必填 rather than two messages.
 */
export function textRule(isValid: (text: string) => boolean, message: string): Validator {
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    const text = valueAsText(value);
    return text !== undefined && isValid(text) ? undefined : message;
  };
}

/** Runs the rules in order and returns the first failure, so a field shows one message at a time. */
export function composeValidators(...validators: readonly Validator[]): Validator {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}
