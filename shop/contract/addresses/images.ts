/** Method and path of each call of `imageRoutes` (images.ts), without its schemas. */
export const imageAddresses = {
  recentImages: { method: 'GET', path: '/api/webshop/user/recent-images' },
  imageBackgrounds: { method: 'GET', path: '/ajax/template/get_image_backgrounds.php' },
  upload: { method: 'POST', path: '/system/iframes/upload_internal.php' },
  image: { method: 'GET', path: '/system/gsbackground.php' },
} as const;
