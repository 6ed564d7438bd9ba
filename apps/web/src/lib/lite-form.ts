import { useId, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { z } from 'zod';
import { composeValidators, type Validator } from '@tcm/shared';
import { helpIdOf } from '@/components/lite/field/field';

type Values = Record<string, string>;
export type LiteRules<V extends Values> = { readonly [K in keyof V]?: readonly Validator[] };

/**
 * A form of text fields without antd, validated as antd's Form validates by
 * default: a field's rules run on each change and on submit, the first failing
 * rule's message shows under it. The rules are the shared §5 validators, the
 * same functions the antd forms use (lib/form-rules' ruleOf).
 */
export function useLiteForm<V extends Values>(initial: V, rules: LiteRules<V>) {
  const prefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const latest = useRef(values);

  const check = (name: keyof V, value: string) => composeValidators(...(rules[name] ?? []))(value);
  const setError = (name: keyof V, message: string | undefined) => setErrors((current) => ({ ...current, [name]: message }));

  const setValue = (name: keyof V, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    setError(name, check(name, value));
  };

  /** Checks every field; the values when all pass, else null (the messages show). */
  const validate = (): V | null => {
    const next: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(latest.current) as Array<keyof V>) next[name] = check(name, latest.current[name] ?? '');
    setErrors(next);
    return Object.values(next).some(Boolean) ? null : latest.current;
  };

  /** Empties the named fields (all of them without names) and their messages. */
  const reset = (...names: Array<keyof V>) => {
    const cleared = names.length ? names : (Object.keys(initial) as Array<keyof V>);
    latest.current = { ...latest.current, ...Object.fromEntries(cleared.map((name) => [name, initial[name]])) };
    setValues(latest.current);
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((name) => [name, undefined])) }));
  };

  const idOf = (name: keyof V) => `${prefix}${String(name)}`;

  /** The props of a field's input: id, value, change handler and its message's link. */
  const input = (name: keyof V) => ({
    id: idOf(name),
    name: String(name),
    value: values[name],
    invalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? helpIdOf(idOf(name)) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
  });

  return { values, errors, idOf, input, setValue, setError, validate, reset, get: (name: keyof V) => latest.current[name] };
}

/** antd's `required` rule: an empty value (or only spaces, with `whitespace`) gets `message`. */
export function required(message: string, { whitespace = false } = {}): Validator {
  return (value) => (value === undefined || value === null || value === '' || (whitespace && typeof value === 'string' && value.trim() === '') ? message : undefined);
}

/** antd's `pattern` rule: a non-empty value must match. */
export function matches(pattern: RegExp, message: string): Validator {
  return (value) => (typeof value === 'string' && value !== '' && !pattern.test(value) ? message : undefined);
}

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

/** A field's shared zod schema as a lite rule: its first issue's message (antd forms use lib/form-rules' schemaRule). */
export function schemaValidator(schema: z.ZodType): Validator {
  return (value) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}
