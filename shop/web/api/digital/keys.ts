export const digitalKeys = {
  subjects: ['digital-portraits'] as const,
  subject: (subjectUuid: string) => ['digital-portraits', subjectUuid] as const,
};
