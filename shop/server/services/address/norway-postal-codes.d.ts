/** The package's main file: postal code (4 digits) → place name in capitals. */
declare module 'norway-postal-codes' {
  const postalCodes: Readonly<Record<string, string>>;
  export default postalCodes;
}
