import { Tag } from 'antd';
import { JUDGEMENT_LABELS, type Judgement } from '@tcm/shared';

const COLORS: Record<Judgement, string> = { pass: 'green', fail: 'red', none: 'default' };

/** 符合 / 不符合 / 不判定, coloured. */
export function JudgementTag({ judgement }: { judgement: Judgement }) {
  return (
    <Tag color={COLORS[judgement]} data-judgement={judgement}>
      {JUDGEMENT_LABELS[judgement]}
    </Tag>
  );
}
