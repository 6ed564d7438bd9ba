import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, helpIdOf } from './field';

afterEach(() => cleanup());

describe('Field', () => {
  it.each(['vertical', 'horizontal', 'inline'] as const)('%s: the label names the control, the message is announced under it, the note shows', (layout) => {
    render(
      <Field layout={layout} id="f-code" label="统一社会信用代码" required error="该项必填" extra="查询申请进度时需要用到">
        <input id="f-code" aria-describedby={helpIdOf('f-code')} />
      </Field>,
    );
    const input = screen.getByLabelText('统一社会信用代码');
    expect(input.id).toBe('f-code');
    expect(screen.getByRole('alert').textContent).toBe('该项必填');
    expect(document.getElementById(helpIdOf('f-code'))?.textContent).toBe('该项必填');
    expect(screen.getByText('查询申请进度时需要用到')).toBeTruthy();
  });
});
