/** One key per server resource; mutations invalidate the keys of what they change. */
export const queryKeys = {
  user: ['user'] as const,
  shop: ['shop'] as const,
  privacyPolicy: ['privacy-policy'] as const,
  cart: ['cart'] as const,
  pictureSets: ['picture-sets'] as const,
  pictureSet: (subjectUuid: string) => ['picture-sets', subjectUuid] as const,
  backgrounds: (jobUuid: string) => ['green-screen-backgrounds', jobUuid] as const,
  resetCode: (code: string) => ['reset-password', code] as const,
};
