import { OPERATOR, ORGANISER } from '@/config/site';
import { usePlatformContacts } from '@/features/dictionary/hooks/use-platform-contacts';
import { PlatformLead } from '@/features/content/components/platform-lead';
import { PlatformContact, PlatformProcess, PlatformServices } from '@/features/content/components/platform-profile';
import { ProfilePage } from './profile-page';

/** 关于平台 (§2 requireAuth false): open to everyone. */
export default function AboutPage() {
  const { tel, mailbox } = usePlatformContacts();
  return (
    <ProfilePage>
      <PlatformLead />
      <PlatformServices />
      <PlatformProcess />
      <PlatformContact organiser={ORGANISER} operator={OPERATOR} phone={tel} mailbox={mailbox} />
    </ProfilePage>
  );
}
