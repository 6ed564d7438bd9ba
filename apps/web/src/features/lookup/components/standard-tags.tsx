import {
  STANDARD_LEVEL_LABELS,
  STANDARD_STATE,
  STANDARD_STATE_LABELS,
  type StandardLevel,
  type StandardState,
} from '@tcm/shared';
import { Tag, type TagColor } from '@/components/lite/tag/tag';

/** 现行 green, 即将实施 orange, 废止 grey: what a quality engineer reads first. */
const STATE_COLORS: Readonly<Record<StandardState, TagColor>> = {
  [STANDARD_STATE.CURRENT]: 'green',
  [STANDARD_STATE.UPCOMING]: 'orange',
  [STANDARD_STATE.ABOLISHED]: 'default',
};

export function StandardStateTag({ state }: { state: StandardState }) {
  return (
    <Tag color={STATE_COLORS[state]} data-state={state}>
      {STANDARD_STATE_LABELS[state]}
    </Tag>
  );
}

export function StandardLevelTag({ level }: { level: StandardLevel }) {
  return (
    <Tag color="brand" bordered data-level={level}>
      {STANDARD_LEVEL_LABELS[level]}
    </Tag>
  );
}
