import { PlatformLead } from '@/features/content/components/platform-lead';
import { PlatformProcess, PlatformQualification, PlatformServices } from '@/features/content/components/platform-profile';
import { ProfilePage } from './profile-page';

/** 平台介绍: what the platform offers, how testing works, what guarantees it. */
export default function PlatformIntroPage() {
  return (
    <ProfilePage>
      <PlatformLead />
      <PlatformServices />
      <PlatformProcess />
      <PlatformQualification />
    </ProfilePage>
  );
}
