import type { MyProfile, MyProfileForm } from '@tcm/shared';

/** The editable part of the profile as the form holds it: image lists as the uploader's comma-joined paths. */
export type ProfileFormValues = {
  intro: string;
  city: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
  logoUrl: string;
  certificateUrls: string;
};

export function toProfileFormValues(p: MyProfile): ProfileFormValues {
  return {
    intro: p.intro,
    city: p.city,
    address: p.address,
    contactName: p.contactName,
    contactPhone: p.contactPhone,
    email: p.email,
    logoUrl: p.logoUrl ?? '',
    certificateUrls: p.certificateUrls.join(','),
  };
}

/** The editMyProfile body: an empty logo removes it; text is sent trimmed, as the server stores it. */
export function toProfileBody(v: ProfileFormValues): MyProfileForm {
  const t = (s: string | undefined) => (s ?? '').trim();
  return {
    intro: t(v.intro),
    city: t(v.city),
    address: t(v.address),
    contactName: t(v.contactName),
    contactPhone: t(v.contactPhone),
    email: t(v.email),
    logoUrl: t(v.logoUrl),
    certificateUrls: t(v.certificateUrls),
  };
}
