// Validation messages of the write endpoints. The generic ones are the site's own texts (§5), so
// a 422 from the API reads the same as the client-side checks; the rest follow their style.
export const messages = {
  required: 'Pole musí být vyplněno',
  email: 'Pole musí obsahovat platný email.',
  numeric: 'Pole musí obsahovat pouze číslice.',
  max: (n: number): string => `Pole může obsahovat maximálně ${n} znaků.`,
  invalidChoice: 'Vybraná hodnota je neplatná.',
  fileMissing: 'Soubor nebyl nalezen. Nahrajte ho prosím znovu.',
  fileTooLarge: (mb: number): string => `Soubor může mít maximálně ${mb} MB.`,
  botCheck: 'Ověření, že nejste robot, se nezdařilo. Zkuste to prosím znovu.',
  credentials: 'Nesprávný e-mail nebo heslo.',
  integer: 'Pole musí obsahovat celé číslo.',
  range: (min: number, max: number): string => `Zadejte číslo od ${min} do ${max}.`,
} as const
