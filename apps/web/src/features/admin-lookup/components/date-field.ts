import dayjs, { type Dayjs } from 'dayjs';

/** A Form.Item holding a YYYY-MM-DD string while its DatePicker works with dayjs; blank is ''. */
export const dateFieldProps = {
  getValueProps: (value: string) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : ''),
};
