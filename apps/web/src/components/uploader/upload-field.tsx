import type { ComponentProps } from 'react';
import { Field } from '@/components/lite/field/field';
import { Uploader, type UploaderProps } from './uploader';

type FieldProps = Omit<ComponentProps<typeof Field>, 'children' | 'label'>;

/**
 * An uploader as a lite form's field: the label points at the file input (`id`) and names the
 * group of tiles (role=group), the field's message and its note (what may be uploaded) under it.
 */
export function UploadField({ id, label, error, required, size, layout, labelWidth, extra, className, ...uploader }: FieldProps & { label: string } & Omit<UploaderProps, 'id'>) {
  return (
    <Field id={id} label={label} error={error} required={required} size={size} layout={layout} labelWidth={labelWidth} extra={extra} className={className}>
      <div role="group" aria-label={label}>
        <Uploader id={id} {...uploader} />
      </div>
    </Field>
  );
}
