import { useState } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AntdScope } from '@/components/antd-scope/antd-scope';
import { Uploader, type UploaderProps } from './uploader';

/**
 * Renders the uploader as a form would: controlled. Its toasts go through the notifier, which
 * antd's scope (mounted here as the app mounts it) shows as antd messages.
 */
export function renderUploader(props: Omit<UploaderProps, 'value' | 'onChange'> & { initial?: string } = {}) {
  const onChange = vi.fn<(value: string) => void>();
  const { initial = '', ...rest } = props;
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <Uploader
          {...rest}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
        <AntdScope />
      </>
    );
  }
  return { ...render(<Harness />), onChange };
}

export function imageFile(name = 'photo.png', size = 1024): File {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== file.size) Object.defineProperty(file, 'size', { value: size });
  return file;
}
