import { useState } from 'react';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { vi } from 'vitest';
import { Uploader, type UploaderProps } from './uploader';

/** Renders the uploader as a form would: controlled, inside antd's App (messages, confirms). */
export function renderUploader(props: Omit<UploaderProps, 'value' | 'onChange'> & { initial?: string } = {}) {
  const onChange = vi.fn<(value: string) => void>();
  const { initial = '', ...rest } = props;
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ConfigProvider locale={zhCN}>
        <App>
          <Uploader
          {...rest}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
        </App>
      </ConfigProvider>
    );
  }
  return { ...render(<Harness />), onChange };
}

export function imageFile(name = 'photo.png', size = 1024): File {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== file.size) Object.defineProperty(file, 'size', { value: size });
  return file;
}
