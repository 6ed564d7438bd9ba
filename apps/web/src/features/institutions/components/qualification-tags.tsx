import { Tag } from 'antd';
import { QUALIFICATION_FLAG, QUALIFICATION_FLAG_LABELS, type QualificationFlag } from '@tcm/shared';

/** CMA and CNAS (§4 qualification flag) as tags, CMA first; CMA in the brand colour. */
export function QualificationTags({ flags }: { flags: readonly QualificationFlag[] }) {
  return (
    <span data-testid="qualification-tags">
      {[...flags].sort().map((flag) => (
        <Tag key={flag} color={flag === QUALIFICATION_FLAG.CMA ? '#00604f' : 'blue'} variant="filled">
          {QUALIFICATION_FLAG_LABELS[flag]}
        </Tag>
      ))}
    </span>
  );
}
