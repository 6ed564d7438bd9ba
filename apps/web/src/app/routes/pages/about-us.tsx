import { OPERATOR, ORGANISER } from '@/config/site';
import { usePlatformContacts } from '@/features/dictionary/hooks/use-platform-contacts';
import { PlatformLead } from '@/features/content/components/platform-lead';
import { PlatformContact, PlatformQualification } from '@/features/content/components/platform-profile';
import { ProfilePage } from './profile-page';

const OPERATOR_TEXT = `${OPERATOR}是${ORGANISER}旗下专业从事中药质量检测服务的科技企业，负责平台的建设与运营。公司依托集团在中药材种植、饮片加工与医药流通领域的产业基础，联合高校、科研院所和第三方检测机构，建设覆盖中药全产业链的质量检测公共服务体系，致力于让每一批中药都有据可查、质量可信。`;

/** 关于我们: who runs the platform and how to reach them. */
export default function AboutUsPage() {
  const { tel, mailbox } = usePlatformContacts();
  return (
    <ProfilePage>
      <PlatformLead title="运营单位" text={OPERATOR_TEXT} />
      <PlatformLead />
      <PlatformQualification />
      <PlatformContact organiser={ORGANISER} operator={OPERATOR} phone={tel} mailbox={mailbox} />
    </ProfilePage>
  );
}
