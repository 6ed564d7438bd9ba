import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RETCODE } from '@tcm/shared';
import { Alert } from '@/components/lite/alert/alert';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { PageHeading } from '@/components/page-heading/page-heading';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useMemberDetail } from '@/features/member/api/get-member-detail';
import { MemberProfile } from '@/features/member/components/member-profile';
import { ProfileEditor } from '@/features/member/components/profile-editor';
import { RealNameForm } from '@/features/real-name/components/real-name-form';
import { KnowledgeJumpButton } from '@/features/sign-on/components/knowledge-jump-button';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/auth-session';
import { useSession } from '@/lib/session';
import styles from './base-info.module.css';

/** 基本信息: the member's profile and its editor (avatar, e-mail), real-name verification, password change and the knowledge-base jump. */
export default function PcenterBaseInfoPage() {
  const { userId } = useSession();
  const { data, isPending, refetch } = useMemberDetail(userId);
  const navigate = useNavigate();
  const detail = data?.retcode === RETCODE.SUCCESS ? data.data : null;

  // Every session has ended on the server: forget this one and sign in again.
  const onPasswordChanged = () => {
    endSession();
    void navigate(paths.login.getHref(paths.pcenterBaseInfo.path), { replace: true });
  };

  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} extra={<KnowledgeJumpButton />} />
      <div className={styles.body}>
        <Section title="账户资料">
          {detail ? (
            <MemberProfile detail={detail} />
          ) : isPending ? (
            <Skeleton rows={4} />
          ) : (
            <Alert type="warning" title={data?.retmsg || '会员信息加载失败，请刷新页面重试'} />
          )}
        </Section>
        {detail ? (
          <Section title="编辑资料">
            <ProfileEditor key={`${detail.avatarUrl ?? ''}|${detail.email ?? ''}`} detail={detail} />
          </Section>
        ) : null}
        {detail ? (
          <Section title="实名认证" testId="real-name-status">
            <RealNameForm detail={detail} onSubmitted={() => void refetch()} />
          </Section>
        ) : null}
        {/* Below the member's own sections, shown once they are: nothing is pushed down when they arrive (CLS). */}
        {isPending ? null : (
          <Section title="修改密码">
            <div className={styles.narrow}>
              <ChangePasswordForm onChanged={onPasswordChanged} />
            </div>
          </Section>
        )}
      </div>
    </section>
  );
}

function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
