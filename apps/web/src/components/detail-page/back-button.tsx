import { useNavigate } from 'react-router';
import { Button } from '@/components/lite/button/button';
import { LiteIcon } from '@/components/lite/icon/icon';
import { arrowLeftOutlined } from '@/components/lite/icon/icon-paths';

/** 返回: back to where the visitor came from (a detail page's heading carries it). */
export function BackButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  return (
    <Button kind="link" className={className} icon={<LiteIcon d={arrowLeftOutlined} />} onClick={() => void navigate(-1)}>
      返回
    </Button>
  );
}
