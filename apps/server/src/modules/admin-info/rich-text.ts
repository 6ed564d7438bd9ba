import { BusinessError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';

/** The stored form of an operator's rich text: through the one allow-list, and refused when nothing visible is left. */
export function cleanRichText(html: string, emptyMessage: string): string {
  const clean = sanitizeRichText(html).trim();
  const text = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (!text && !/<img\s/i.test(clean)) throw new BusinessError(emptyMessage);
  return clean;
}
