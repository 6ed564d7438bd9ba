import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { addTrackingEventBodySchema } from '@tcm/shared';
import { schemaRule } from '@/lib/form-rules';
import { useMove } from '../api/institution-moves';
import { MoveModal, useSubmit, whenValid } from './move-modal';

interface EventForm {
  time: string;
  place: string;
  description: string;
}
const { shape } = addTrackingEventBodySchema;
/** The form keeps the contract's ISO time with its offset (dayjs' format()); the picker shows it as a Dayjs. */
const toIso = (v: Dayjs | null) => (v ? v.format() : '');
const toPicker = (v: string) => ({ value: v ? dayjs(v) : null });

/** 添加物流节点: one event (time, place, description) of a shipment, shown in the member's logistics view. */
export function TrackingEventDialog({ shipmentId, title, onClose }: { shipmentId: number; title: string; onClose: () => void }) {
  const [form] = Form.useForm<EventForm>();
  const send = useMove('addTrackingEvent');
  const submit = useSubmit(onClose);
  const ok = whenValid(form, (v) => submit(send.mutateAsync({ shipmentId, ...v })));
  return (
    <MoveModal title="添加物流节点" orderNo={title} pending={send.isPending} onOk={ok} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={{ time: dayjs().second(0).format() }}>
        <Form.Item name="time" label="时间" normalize={toIso} getValueProps={toPicker} rules={[schemaRule(shape.time)]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="place" label="地点" rules={[schemaRule(shape.place)]}>
          <Input placeholder="如：杭州转运中心" />
        </Form.Item>
        <Form.Item name="description" label="物流描述" rules={[schemaRule(shape.description)]}>
          <Input.TextArea rows={3} showCount maxLength={200} placeholder="如：快件已到达杭州转运中心" />
        </Form.Item>
      </Form>
    </MoveModal>
  );
}
