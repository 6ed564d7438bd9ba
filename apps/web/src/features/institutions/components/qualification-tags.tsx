import { QUALIFICATION_FLAG, QUALIFICATION_FLAG_LABELS, type QualificationFlag } from '@tcm/shared';
import { Tag } from '@/components/lite/tag/tag';

/** CMA and CNAS (§4 qualification flag) as tags, CMA first; CMA in the brand colour. */
export function QualificationTags({ flags }: { flags: readonly QualificationFlag[] }) {
  return (
    <span data-testid="qualification-tags">
      {[...flags].sort().map((flag) => (
        <Tag key={flag} color={flag === QUALIFICATION_FLAG.CMA ? 'brand' : 'blue'}>
          {QUALIFICATION_FLAG_LABELS[flag]}
        </Tag>
      ))}
    </span>
  );
}
