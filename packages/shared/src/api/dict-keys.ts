/** The dictionary entry holding the platform's contact phone (§7). Kept free of zod for the web's entry chunk. */
export const TEL_DICT = { dictType: 'tel', dictCode: 'tel' } as const;
