import type { FocusEvent } from 'react';

/**
 * A lite form's field is checked again when it loses focus, as antd's forms
 * with validateTrigger onChange and onBlur: leaving an empty required field
 * says so. For the form's onBlur (React's blur bubbles).
 */
export function recheckOnBlur(form: { values: Record<string, string>; get(name: string): string | undefined; setValue(name: string, value: string): void }, event: FocusEvent<HTMLFormElement>) {
  const target: EventTarget = event.target;
  const name = target instanceof HTMLInputElement ? target.name : '';
  if (name && name in form.values) form.setValue(name, form.get(name) ?? '');
}
