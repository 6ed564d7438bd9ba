import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

afterEach(() => cleanup());

function Harness() {
  const [value, setValue] = useState('');
  return <TextArea aria-label="简介" value={value} onChange={(e) => setValue(e.target.value)} maxLength={20} showCount />;
}

describe('TextArea', () => {
  it('counts what is typed against the limit and marks an invalid field', () => {
    render(<Harness />);
    expect(screen.getByText('0 / 20')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('简介'), { target: { value: '中药材检测' } });
    expect(screen.getByText('5 / 20')).toBeTruthy();
    expect((screen.getByLabelText('简介') as HTMLTextAreaElement).maxLength).toBe(20);
    cleanup();
    render(<TextArea aria-label="简介" value="" invalid onChange={() => undefined} />);
    expect(screen.getByLabelText('简介').getAttribute('aria-invalid')).toBe('true');
  });
});
