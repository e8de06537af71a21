/** Query keys of the category overview, template lists, promoted products and catalogues. */
export const catalogueKeys = {
  categories: (lang: string) => ['categories', lang] as const,
  cardCategories: ['card-categories'] as const,
  photogiftInfo: (category: string) => ['photogift-info', category] as const,
  templateList: (type: string, category: string, subject: string | null) =>
    ['template-list', type, category, subject] as const,
  promoted: ['promoted-products'] as const,
  catalogues: ['catalogues'] as const,
};
