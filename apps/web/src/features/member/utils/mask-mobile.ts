/** 13800000005 → 138****0005: the middle four digits of a mobile hidden. Anything else is shown as it is. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
