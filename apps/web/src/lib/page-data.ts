/**
 * Data the server wrote into this document for its first screen (PAGE_DATA_IDS, issue #18): the
 * parsed JSON of the <script type="application/json"> with that id, taken once — the element is
 * removed, so a later page that asks again makes the call. Undefined when there is none or it
 * does not parse.
 */
export function takePageData(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
