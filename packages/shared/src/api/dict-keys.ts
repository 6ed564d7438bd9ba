/** The dictionary entry holding the platform's contact phone (§7). Kept free of zod for the web's entry chunk. */
export const TEL_DICT = { dictType: 'tel', dictCode: 'tel' } as const;
/** The complaint line and the platform's mailbox, edited by operators in the dictionary like the phone. */
export const COMPLAINT_TEL_DICT = { dictType: 'complaint_tel', dictCode: 'complaint_tel' } as const;
export const MAILBOX_DICT = { dictType: 'email', dictCode: 'email' } as const;
