import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

afterEach(cleanup);

describe('PasswordInput', () => {
  it('hides the text until the eye button shows it, and hides it again', () => {
    render(<PasswordInput aria-label="密码" defaultValue="Demo@2026" />);
    const input = screen.getByLabelText('密码');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: '隐藏密码' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
