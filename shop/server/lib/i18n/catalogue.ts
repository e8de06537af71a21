/**
 * Norwegian (nb) and Swedish (sv) for every message the server sends a person, keyed by the
 * English text exactly as the server writes it (`%s` where a value goes, in the same order in
 * every language). The English text stays the one in the code (the `…Messages` objects); this
 * table only adds the other languages. A test finds every `export const …Messages = {` object
 * and fails when one of its texts is missing here, so a new message is added in two steps: the
 * English in its service's `…Messages` object, then one line here.
 */
export const catalogue: Record<string, { nb: string; sv: string }> = {
  // Sign-in, registration and codes.
  "That's too short!": { nb: 'Det er for kort!', sv: 'Det är för kort!' },
  'Invalid email': { nb: 'Ugyldig e-postadresse', sv: 'Ogiltig e-postadress' },
  'This is required!': { nb: 'Dette må fylles ut!', sv: 'Detta måste fyllas i!' },
  'Choose a state from the list': {
    nb: 'Velg en delstat fra listen',
    sv: 'Välj en delstat i listan',
  },
  "The two passwords doesn't match!": {
    nb: 'De to passordene er ikke like!',
    sv: 'De två lösenorden är inte lika!',
  },
  'The code is not valid': { nb: 'Koden er ikke gyldig', sv: 'Koden är inte giltig' },
  'This payment is not with a payment provider.': {
    nb: 'Denne betalingen går ikke gjennom en betalingstjeneste.',
    sv: 'Den här betalningen går inte via en betaltjänst.',
  },
  'The payment service could not be reached, so nothing was charged. Please press Buy now again.': {
    nb: 'Vi fikk ikke kontakt med betalingstjenesten, så ingenting ble trukket. Trykk Kjøp nå igjen.',
    sv: 'Vi fick ingen kontakt med betaltjänsten, så inget drogs. Tryck på Köp nu igen.',
  },
  'The payment was declined on the phone.': {
    nb: 'Betalingen ble avvist på telefonen.',
    sv: 'Betalningen nekades i telefonen.',
  },
  'Test phone': { nb: 'Testtelefon', sv: 'Testtelefon' },
  'Test mode: this page stands in for your phone. No money is charged.': {
    nb: 'Testmodus: denne siden er i stedet for telefonen din. Ingen penger blir trukket.',
    sv: 'Testläge: den här sidan ersätter din telefon. Inga pengar dras.',
  },
  'Keepsake asks you to approve a payment of %s.': {
    nb: 'Keepsake ber deg godkjenne en betaling på %s.',
    sv: 'Keepsake ber dig godkänna en betalning på %s.',
  },
  Approve: { nb: 'Godkjenn', sv: 'Godkänn' },
  Decline: { nb: 'Avvis', sv: 'Avvisa' },
  'This payment request is not waiting for an answer any more.': {
    nb: 'Denne betalingsforespørselen venter ikke lenger på svar.',
    sv: 'Den här betalningsbegäran väntar inte längre på svar.',
  },
  'Back to the shop': { nb: 'Tilbake til butikken', sv: 'Tillbaka till butiken' },
  'The payment was cancelled in Vipps MobilePay.': {
    nb: 'Betalingen ble avbrutt i Vipps MobilePay.',
    sv: 'Betalningen avbröts i Vipps MobilePay.',
  },
  'The payment was stopped in Vipps MobilePay.': {
    nb: 'Betalingen ble stoppet i Vipps MobilePay.',
    sv: 'Betalningen stoppades i Vipps MobilePay.',
  },
  'You cancelled the payment, so nothing was charged.': {
    nb: 'Du avbrøt betalingen, så ingenting ble trukket.',
    sv: 'Du avbröt betalningen, så inget drogs.',
  },
  'The payment service charged another amount than the order total, so the payment was given back.':
    {
      nb: 'Betalingstjenesten trakk et annet beløp enn ordresummen, så betalingen ble gitt tilbake.',
      sv: 'Betaltjänsten drog ett annat belopp än ordersumman, så betalningen betalades tillbaka.',
    },
  'The webhook signature is not valid.': {
    nb: 'Signaturen på webhooken er ikke gyldig.',
    sv: 'Signaturen på webhooken är inte giltig.',
  },
  'Only a paid payment can be refunded.': {
    nb: 'Bare en betalt betaling kan refunderes.',
    sv: 'Bara en betald betalning kan återbetalas.',
  },
  'This payment is already refunded.': {
    nb: 'Denne betalingen er allerede refundert.',
    sv: 'Den här betalningen är redan återbetald.',
  },
  'A refund is a whole amount from 1 up to what was paid.': {
    nb: 'En refusjon er et helt beløp fra 1 opp til det som ble betalt.',
    sv: 'En återbetalning är ett helt belopp från 1 upp till det som betalades.',
  },
  'The invoice was not found.': {
    nb: 'Fakturaen ble ikke funnet.',
    sv: 'Fakturan hittades inte.',
  },
  'This picture can be downloaded once the invoice is paid.': {
    nb: 'Dette bildet kan lastes ned når fakturaen er betalt.',
    sv: 'Den här bilden kan laddas ned när fakturan är betald.',
  },
  'Send the photo day as one zip file (application/zip).': {
    nb: 'Send fotodagen som én zip-fil (application/zip).',
    sv: 'Skicka fotodagen som en zip-fil (application/zip).',
  },
  'The zip file is larger than %s MB, the most one import takes.': {
    nb: 'Zip-filen er større enn %s MB, det meste én import tar.',
    sv: 'Zip-filen är större än %s MB, det mesta en import tar.',
  },
  'This is not a zip file the shop can read: nothing was imported.': {
    nb: 'Dette er ikke en zip-fil butikken kan lese: ingenting ble importert.',
    sv: 'Det här är inte en zip-fil butiken kan läsa: ingenting importerades.',
  },
  'The zip file holds a name that leaves its folder, a link or an encrypted file: nothing was imported.':
    {
      nb: 'Zip-filen har et navn som går ut av mappen, en lenke eller en kryptert fil: ingenting ble importert.',
      sv: 'Zip-filen har ett namn som går ut ur mappen, en länk eller en krypterad fil: ingenting importerades.',
    },
  'The zip file unpacks to more files or bytes than one import takes: nothing was imported.': {
    nb: 'Zip-filen pakkes ut til flere filer eller byte enn én import tar: ingenting ble importert.',
    sv: 'Zip-filen packas upp till fler filer eller byte än en import tar: ingenting importerades.',
  },
  'Another photo day is being imported. Try again when it is done.': {
    nb: 'En annen fotodag importeres nå. Prøv igjen når den er ferdig.',
    sv: 'En annan fotodag importeras nu. Försök igen när den är klar.',
  },
  'This subject has no code to re-issue.': {
    nb: 'Denne personen har ingen kode å utstede på nytt.',
    sv: 'Den här personen har ingen kod att utfärda på nytt.',
  },
  'Only shop staff can do this.': {
    nb: 'Bare butikkens ansatte kan gjøre dette.',
    sv: 'Bara butikens personal kan göra detta.',
  },
  'Too many attempts. Please wait a minute and try again.': {
    nb: 'For mange forsøk. Vent et minutt og prøv igjen.',
    sv: 'För många försök. Vänta en minut och försök igen.',
  },
  'Too many requests. Please wait %s and try again.': {
    nb: 'For mange forespørsler. Vent %s og prøv igjen.',
    sv: 'För många förfrågningar. Vänta %s och försök igen.',
  },
  'Too many attempts for this account. Try again in %s.': {
    nb: 'For mange forsøk for denne kontoen. Prøv igjen om %s.',
    sv: 'För många försök för det här kontot. Försök igen om %s.',
  },
  'We have already sent several password reset e-mails to this address. Check your inbox (and spam folder), or try again in %s.':
    {
      nb: 'Vi har allerede sendt flere e-poster om nytt passord til denne adressen. Sjekk innboksen (og søppelposten), eller prøv igjen om %s.',
      sv: 'Vi har redan skickat flera e-postmeddelanden om nytt lösenord till den här adressen. Titta i inkorgen (och skräpposten), eller försök igen om %s.',
    },
  'Wrong e-mail address or password.': {
    nb: 'Feil e-postadresse eller passord.',
    sv: 'Fel e-postadress eller lösenord.',
  },
  'There is already a user with this e-mail address. Please sign in instead.': {
    nb: 'Det finnes allerede en bruker med denne e-postadressen. Logg inn i stedet.',
    sv: 'Det finns redan en användare med den här e-postadressen. Logga in i stället.',
  },
  'Invalid mobile phone number': {
    nb: 'Ugyldig mobilnummer',
    sv: 'Ogiltigt mobilnummer',
  },
  'You must accept the terms of service.': {
    nb: 'Du må godta vilkårene.',
    sv: 'Du måste godkänna villkoren.',
  },
  'You need to sign in first.': { nb: 'Du må logge inn først.', sv: 'Du måste logga in först.' },
  'Adding a code for a simulated user needs confirmation (confirm=1).': {
    nb: 'Å legge til en kode for en simulert bruker må bekreftes (confirm=1).',
    sv: 'Att lägga till en kod för en simulerad användare måste bekräftas (confirm=1).',
  },
  'If there is an account with this e-mail address, we have sent it instructions to reset the password.':
    {
      nb: 'Hvis det finnes en konto med denne e-postadressen, har vi sendt den en veiledning for å lage nytt passord.',
      sv: 'Om det finns ett konto med den här e-postadressen har vi skickat instruktioner för att återställa lösenordet till det.',
    },
  'Error sending password reset instructions.': {
    nb: 'Kunne ikke sende veiledningen for nytt passord.',
    sv: 'Det gick inte att skicka instruktionerna för nytt lösenord.',
  },
  'Sorry, no account connected to this key': {
    nb: 'Beklager, ingen konto er knyttet til denne nøkkelen',
    sv: 'Tyvärr finns inget konto kopplat till den här nyckeln',
  },
  'Your pictures are not yet available in the webhop. You will receive an email from us with information as soon as the pictures are ready!':
    {
      nb: 'Bildene dine er ikke tilgjengelige i nettbutikken ennå. Du får en e-post fra oss så snart bildene er klare!',
      sv: 'Dina bilder finns inte i webbutiken än. Du får ett e-postmeddelande från oss så snart bilderna är klara!',
    },
  'No pictures currently available': {
    nb: 'Ingen bilder tilgjengelig for øyeblikket',
    sv: 'Inga bilder tillgängliga just nu',
  },
  'This simulation link is not valid (unknown, expired or already used).': {
    nb: 'Denne simuleringslenken er ikke gyldig (ukjent, utløpt eller allerede brukt).',
    sv: 'Den här simuleringslänken är inte giltig (okänd, utgången eller redan använd).',
  },
  'The password is not long enough': {
    nb: 'Passordet er ikke langt nok',
    sv: 'Lösenordet är inte tillräckligt långt',
  },
  'The passwords must match': { nb: 'Passordene må være like', sv: 'Lösenorden måste vara lika' },
  'Invalid postal code': { nb: 'Ugyldig postnummer', sv: 'Ogiltigt postnummer' },

  // Requests the shop refuses as a whole.
  'Not found': { nb: 'Finnes ikke', sv: 'Hittades inte' },
  'Page not found': { nb: 'Siden finnes ikke', sv: 'Sidan hittades inte' },
  'The request is not valid': {
    nb: 'Forespørselen er ikke gyldig',
    sv: 'Förfrågan är inte giltig',
  },
  'The request contains a NUL character, which is not allowed.': {
    nb: 'Forespørselen inneholder et NUL-tegn, som ikke er tillatt.',
    sv: 'Förfrågan innehåller ett NUL-tecken, vilket inte är tillåtet.',
  },
  'Cross-site requests are not allowed.': {
    nb: 'Forespørsler fra andre nettsteder er ikke tillatt.',
    sv: 'Förfrågningar från andra webbplatser är inte tillåtna.',
  },
  'Nothing was done': { nb: 'Ingenting ble gjort', sv: 'Ingenting gjordes' },
  'This link came from another website, so the shop did not act on it. Open the shop and do it there.':
    {
      nb: 'Denne lenken kom fra et annet nettsted, så butikken gjorde ingenting. Åpne butikken og gjør det der.',
      sv: 'Den här länken kom från en annan webbplats, så butiken gjorde ingenting. Öppna butiken och gör det där.',
    },
  'Open the shop': { nb: 'Åpne butikken', sv: 'Öppna butiken' },
  'Send JSON (application/json) to this call.': {
    nb: 'Send JSON (application/json) til dette kallet.',
    sv: 'Skicka JSON (application/json) till det här anropet.',
  },
  'Something went wrong on our side. Please try again.': {
    nb: 'Noe gikk galt hos oss. Prøv igjen.',
    sv: 'Något gick fel hos oss. Försök igen.',
  },
  'The text you entered is too long (at most %s characters).': {
    nb: 'Teksten du skrev er for lang (høyst %s tegn).',
    sv: 'Texten du skrev är för lång (högst %s tecken).',
  },
  'The text you entered is too short (at least %s characters).': {
    nb: 'Teksten du skrev er for kort (minst %s tegn).',
    sv: 'Texten du skrev är för kort (minst %s tecken).',
  },
  'A number you entered is too large (at most %s).': {
    nb: 'Et tall du skrev er for stort (høyst %s).',
    sv: 'Ett tal du skrev är för stort (högst %s).',
  },
  'A number you entered is too small (at least %s).': {
    nb: 'Et tall du skrev er for lite (minst %s).',
    sv: 'Ett tal du skrev är för litet (minst %s).',
  },
  'Too many items were sent (at most %s).': {
    nb: 'For mange elementer ble sendt (høyst %s).',
    sv: 'För många poster skickades (högst %s).',
  },
  'Something you entered is not in the expected form. Please check it and try again.': {
    nb: 'Noe du skrev har ikke riktig form. Sjekk det og prøv igjen.',
    sv: 'Något du skrev har inte rätt form. Kontrollera det och försök igen.',
  },
  'Something is missing from the request. Please reload the page and try again.': {
    nb: 'Noe mangler i forespørselen. Last inn siden på nytt og prøv igjen.',
    sv: 'Något saknas i förfrågan. Ladda om sidan och försök igen.',
  },

  // Pictures, uploads and designs.
  'Many photos are being uploaded right now. Please try again in a few seconds.': {
    nb: 'Mange bilder lastes opp akkurat nå. Prøv igjen om noen sekunder.',
    sv: 'Många bilder laddas upp just nu. Försök igen om några sekunder.',
  },
  'Enter the code of your pictures, or sign in, to upload your own photos.': {
    nb: 'Skriv inn koden til bildene dine, eller logg inn, for å laste opp egne bilder.',
    sv: 'Ange koden till dina bilder, eller logga in, för att ladda upp egna bilder.',
  },
  'You have reached the limit for your own photos: 200 photos or 500 MB in all.': {
    nb: 'Du har nådd grensen for egne bilder: 200 bilder eller 500 MB totalt.',
    sv: 'Du har nått gränsen för egna bilder: 200 bilder eller 500 MB totalt.',
  },
  'The photo days of your pictures do not allow your own photos.': {
    nb: 'Fotodagene til bildene dine tillater ikke egne bilder.',
    sv: 'Fotodagarna för dina bilder tillåter inte egna bilder.',
  },
  'Uploading your own photos is not available in this shop.': {
    nb: 'Opplasting av egne bilder er ikke tilgjengelig i denne butikken.',
    sv: 'Uppladdning av egna bilder är inte tillgänglig i den här butiken.',
  },
  'Choose one or more photos to upload.': {
    nb: 'Velg ett eller flere bilder å laste opp.',
    sv: 'Välj en eller flera bilder att ladda upp.',
  },
  '%s is not an image. Please choose a photo (JPEG, PNG, HEIC…).': {
    nb: '%s er ikke et bilde. Velg et foto (JPEG, PNG, HEIC …).',
    sv: '%s är inte en bild. Välj ett foto (JPEG, PNG, HEIC …).',
  },
  '%s is too large. Photos may be at most 25 MB.': {
    nb: '%s er for stor. Bilder kan være høyst 25 MB.',
    sv: '%s är för stor. Bilder får vara högst 25 MB.',
  },
  '%s has too many pixels. Photos may be at most 50 megapixels.': {
    nb: '%s har for mange piksler. Bilder kan ha høyst 50 megapiksler.',
    sv: '%s har för många pixlar. Bilder får ha högst 50 megapixlar.',
  },
  'Upload at most 20 photos at a time.': {
    nb: 'Last opp høyst 20 bilder om gangen.',
    sv: 'Ladda upp högst 20 bilder åt gången.',
  },
  'This picture is already bought.': {
    nb: 'Dette bildet er allerede kjøpt.',
    sv: 'Den här bilden är redan köpt.',
  },
  'The digital set is not available.': {
    nb: 'Det digitale settet er ikke tilgjengelig.',
    sv: 'Det digitala paketet är inte tillgängligt.',
  },
  'This picture is not bought yet.': {
    nb: 'Dette bildet er ikke kjøpt ennå.',
    sv: 'Den här bilden är inte köpt än.',
  },
  'This picture has no background to change.': {
    nb: 'Dette bildet har ingen bakgrunn som kan byttes.',
    sv: 'Den här bilden har ingen bakgrund som kan bytas.',
  },
  'Unknown background': { nb: 'Ukjent bakgrunn', sv: 'Okänd bakgrund' },
  'The picture %s was not found': {
    nb: 'Fant ikke bildet %s',
    sv: 'Bilden %s hittades inte',
  },
  'The picture in %s does not match the stored picture': {
    nb: 'Bildet i %s stemmer ikke med det lagrede bildet',
    sv: 'Bilden i %s stämmer inte med den sparade bilden',
  },
  '%s: %s': { nb: '%s: %s', sv: '%s: %s' },
  'Only pictures of the same person can be combined in this product.': {
    nb: 'Bare bilder av samme person kan kombineres i dette produktet.',
    sv: 'Bara bilder av samma person kan kombineras i den här produkten.',
  },
  'Only pictures from the same photo session can be combined in this product.': {
    nb: 'Bare bilder fra samme fotografering kan kombineres i dette produktet.',
    sv: 'Bara bilder från samma fotografering kan kombineras i den här produkten.',
  },
  'Only pictures from the same kind of photo session can be combined in this product.': {
    nb: 'Bare bilder fra samme type fotografering kan kombineres i dette produktet.',
    sv: 'Bara bilder från samma typ av fotografering kan kombineras i den här produkten.',
  },
  "Pictures from different photographers can't be combined in this product.": {
    nb: 'Bilder fra ulike fotografer kan ikke kombineres i dette produktet.',
    sv: 'Bilder från olika fotografer kan inte kombineras i den här produkten.',
  },
  "%s: this picture's background can't be changed here": {
    nb: '%s: bakgrunnen til dette bildet kan ikke byttes her',
    sv: '%s: bakgrunden på den här bilden kan inte bytas här',
  },
  'The background %s was not found': {
    nb: 'Fant ikke bakgrunnen %s',
    sv: 'Bakgrunden %s hittades inte',
  },
  'The design is not complete: fill in %s': {
    nb: 'Designet er ikke ferdig: fyll ut %s',
    sv: 'Designen är inte klar: fyll i %s',
  },
  'This product is not available': {
    nb: 'Dette produktet er ikke tilgjengelig',
    sv: 'Den här produkten är inte tillgänglig',
  },
  'This design is not available': {
    nb: 'Dette designet er ikke tilgjengelig',
    sv: 'Den här designen är inte tillgänglig',
  },
  '%s is not a design of %s': {
    nb: '%s er ikke et design for %s',
    sv: '%s är inte en design för %s',
  },
  'This picture set was not found': {
    nb: 'Fant ikke dette bildesettet',
    sv: 'Bilduppsättningen hittades inte',
  },
  'This picture was not found': { nb: 'Fant ikke dette bildet', sv: 'Bilden hittades inte' },
  "'%s' is not an image field of this design": {
    nb: '«%s» er ikke et bildefelt i dette designet',
    sv: '”%s” är inte ett bildfält i den här designen',
  },

  // Packages and sharing.
  'This package was not found': { nb: 'Fant ikke denne pakken', sv: 'Paketet hittades inte' },
  'This package is not available': {
    nb: 'Denne pakken er ikke tilgjengelig',
    sv: 'Det här paketet är inte tillgängligt',
  },
  'The picture set was not found': {
    nb: 'Fant ikke bildesettet',
    sv: 'Bilduppsättningen hittades inte',
  },
  'You need a picture set to build a package': {
    nb: 'Du trenger et bildesett for å sette sammen en pakke',
    sv: 'Du behöver en bilduppsättning för att sätta ihop ett paket',
  },
  'The package items do not match the package': {
    nb: 'Delene stemmer ikke med pakken',
    sv: 'Delarna stämmer inte med paketet',
  },
  'This design can not be changed in this package': {
    nb: 'Dette designet kan ikke endres i denne pakken',
    sv: 'Den här designen kan inte ändras i det här paketet',
  },
  "Only this child's pictures can be used in this package": {
    nb: 'Bare bilder av dette barnet kan brukes i denne pakken',
    sv: 'Bara bilder av det här barnet kan användas i det här paketet',
  },
  'This cart line was not found': {
    nb: 'Fant ikke denne linjen i handlekurven',
    sv: 'Raden i varukorgen hittades inte',
  },
  'Please enter at least one valid e-mail address.': {
    nb: 'Skriv inn minst én gyldig e-postadresse.',
    sv: 'Ange minst en giltig e-postadress.',
  },
  'Please select at least one picture set.': {
    nb: 'Velg minst ett bildesett.',
    sv: 'Välj minst en bilduppsättning.',
  },
  'You can share with at most 10 recipients at a time.': {
    nb: 'Du kan dele med høyst 10 mottakere om gangen.',
    sv: 'Du kan dela med högst 10 mottagare åt gången.',
  },
  'You have shared picture sets with many recipients in the last hour. Please try again later.': {
    nb: 'Du har delt bildesett med mange mottakere den siste timen. Prøv igjen senere.',
    sv: 'Du har delat bilduppsättningar med många mottagare den senaste timmen. Försök igen senare.',
  },
  'The e-mail could not be sent. Please try again later.': {
    nb: 'E-posten kunne ikke sendes. Prøv igjen senere.',
    sv: 'E-postmeddelandet kunde inte skickas. Försök igen senare.',
  },

  // Checkout, vouchers and delivery.
  'This shop cannot take payments yet. Please contact the shop.': {
    nb: 'Denne butikken kan ikke ta imot betaling ennå. Kontakt butikken.',
    sv: 'Den här butiken kan inte ta emot betalningar än. Kontakta butiken.',
  },
  'These items have already been paid for in another window or tab, so this payment was not taken.':
    {
      nb: 'Disse varene er allerede betalt i et annet vindu eller en annen fane, så denne betalingen ble ikke trukket.',
      sv: 'De här varorna är redan betalda i ett annat fönster eller en annan flik, så den här betalningen drogs inte.',
    },
  'The voucher has already been used on another order, so this payment was not taken.': {
    nb: 'Rabattkoden er allerede brukt på en annen bestilling, så denne betalingen ble ikke trukket.',
    sv: 'Rabattkoden har redan använts på en annan beställning, så den här betalningen drogs inte.',
  },
  'Your cart has changed since the page was shown: the total is now %s. Please check your order and press Buy now again.':
    {
      nb: 'Handlekurven er endret siden siden ble vist: totalen er nå %s. Sjekk bestillingen og trykk Kjøp nå igjen.',
      sv: 'Varukorgen har ändrats sedan sidan visades: totalen är nu %s. Kontrollera beställningen och tryck på Köp nu igen.',
    },
  'Your cart has changed since you pressed Buy now; nothing was charged. Please check your order and press Buy now again.':
    {
      nb: 'Handlekurven er endret siden du trykket Kjøp nå; ingenting ble trukket. Sjekk bestillingen og trykk Kjøp nå igjen.',
      sv: 'Varukorgen har ändrats sedan du tryckte på Köp nu; ingenting drogs. Kontrollera beställningen och tryck på Köp nu igen.',
    },
  'Buy now did not say which total it charges, so nothing was bought. Please reload the checkout and press Buy now again.':
    {
      nb: 'Kjøp nå sa ikke hvilken total som skulle trekkes, så ingenting ble kjøpt. Last inn kassen på nytt og trykk Kjøp nå igjen.',
      sv: 'Köp nu angav inte vilken total som skulle dras, så ingenting köptes. Ladda om kassan och tryck på Köp nu igen.',
    },
  'The order total is too large. Please remove some items.': {
    nb: 'Totalbeløpet er for stort. Fjern noen varer.',
    sv: 'Totalbeloppet är för stort. Ta bort några varor.',
  },
  'Each catalogue may be listed only once; %s was listed more than once.': {
    nb: 'Hver katalog kan bare stå én gang; %s sto flere ganger.',
    sv: 'Varje katalog får bara finnas en gång; %s fanns flera gånger.',
  },
  'Error resolving address': {
    nb: 'Kunne ikke finne adressen',
    sv: 'Det gick inte att hitta adressen',
  },
  'The checkout was not found.': { nb: 'Fant ikke kassen.', sv: 'Kassan hittades inte.' },
  'The payment was not found.': { nb: 'Fant ikke betalingen.', sv: 'Betalningen hittades inte.' },
  'This payment is not a card payment.': {
    nb: 'Denne betalingen er ikke en kortbetaling.',
    sv: 'Den här betalningen är inte en kortbetalning.',
  },
  'This payment is not a mobile payment.': {
    nb: 'Denne betalingen er ikke en mobilbetaling.',
    sv: 'Den här betalningen är inte en mobilbetalning.',
  },
  'The order was not found.': { nb: 'Fant ikke bestillingen.', sv: 'Beställningen hittades inte.' },
  'This payment has already been processed.': {
    nb: 'Denne betalingen er allerede behandlet.',
    sv: 'Den här betalningen är redan behandlad.',
  },
  'Invalid card number': { nb: 'Ugyldig kortnummer', sv: 'Ogiltigt kortnummer' },
  'Invalid expiry date': { nb: 'Ugyldig utløpsdato', sv: 'Ogiltigt utgångsdatum' },
  'The card has expired.': { nb: 'Kortet er utløpt.', sv: 'Kortet har gått ut.' },
  'Invalid security code': { nb: 'Ugyldig sikkerhetskode', sv: 'Ogiltig säkerhetskod' },
  'The card was declined.': { nb: 'Kortet ble avvist.', sv: 'Kortet nekades.' },
  'The card has insufficient funds.': {
    nb: 'Det er ikke nok penger på kortet.',
    sv: 'Det finns inte tillräckligt med pengar på kortet.',
  },
  'The test gateway accepts only its test cards.': {
    nb: 'Testbetalingen godtar bare sine egne testkort.',
    sv: 'Testbetalningen godtar bara sina egna testkort.',
  },
  'The payment request is no longer pending.': {
    nb: 'Betalingsforespørselen venter ikke lenger.',
    sv: 'Betalningsbegäran väntar inte längre.',
  },
  'The payment request has expired.': {
    nb: 'Betalingsforespørselen er utløpt.',
    sv: 'Betalningsbegäran har gått ut.',
  },
  'Invalid personal id number': { nb: 'Ugyldig fødselsnummer', sv: 'Ogiltigt personnummer' },
  'You must be at least %s years old to pay by invoice.': {
    nb: 'Du må være minst %s år for å betale med faktura.',
    sv: 'Du måste vara minst %s år för att betala med faktura.',
  },
  'Your shopping cart is empty.': {
    nb: 'Handlekurven din er tom.',
    sv: 'Din varukorg är tom.',
  },
  'The payment option is not available.': {
    nb: 'Betalingsmåten er ikke tilgjengelig.',
    sv: 'Betalningssättet är inte tillgängligt.',
  },
  'You need to select how many cataloges you would like before clicking Add to shopping cart': {
    nb: 'Du må velge hvor mange kataloger du vil ha før du trykker Legg i handlekurven',
    sv: 'Du måste välja hur många kataloger du vill ha innan du trycker på Lägg i varukorgen',
  },
  'The catalogue is not available.': {
    nb: 'Katalogen er ikke tilgjengelig.',
    sv: 'Katalogen är inte tillgänglig.',
  },
  'The quantity of %s must be from 0 to %s.': {
    nb: 'Antallet av %s må være fra 0 til %s.',
    sv: 'Antalet av %s måste vara från 0 till %s.',
  },
  'The delivery option is not available.': {
    nb: 'Leveringsmåten er ikke tilgjengelig.',
    sv: 'Leveranssättet är inte tillgängligt.',
  },
  'Please choose a pickup location.': {
    nb: 'Velg et hentested.',
    sv: 'Välj ett utlämningsställe.',
  },
  'The pickup location is not available.': {
    nb: 'Hentestedet er ikke tilgjengelig.',
    sv: 'Utlämningsstället är inte tillgängligt.',
  },
  'Free delivery!': { nb: 'Gratis frakt!', sv: 'Fri frakt!' },
  'Free delivery when you spend over %s': {
    nb: 'Gratis frakt når du handler for over %s',
    sv: 'Fri frakt när du handlar för över %s',
  },
  'Shop products for %s more and get free delivery!': {
    nb: 'Handle for %s til og få gratis frakt!',
    sv: 'Handla för %s till och få fri frakt!',
  },
  'The quantity of this line cannot be changed.': {
    nb: 'Antallet på denne linjen kan ikke endres.',
    sv: 'Antalet på den här raden kan inte ändras.',
  },
  'The quantity must be a whole number.': {
    nb: 'Antallet må være et helt tall.',
    sv: 'Antalet måste vara ett heltal.',
  },
  'The quantity cannot be negative.': {
    nb: 'Antallet kan ikke være negativt.',
    sv: 'Antalet kan inte vara negativt.',
  },
  'The quantity must be at least %s.': {
    nb: 'Antallet må være minst %s.',
    sv: 'Antalet måste vara minst %s.',
  },
  'The quantity cannot be more than %s.': {
    nb: 'Antallet kan ikke være mer enn %s.',
    sv: 'Antalet kan inte vara mer än %s.',
  },
  'Please enter a voucher code.': {
    nb: 'Skriv inn en rabattkode.',
    sv: 'Ange en rabattkod.',
  },
  'The voucher code is not valid.': {
    nb: 'Rabattkoden er ikke gyldig.',
    sv: 'Rabattkoden är inte giltig.',
  },
  'The voucher code is not valid yet.': {
    nb: 'Rabattkoden er ikke gyldig ennå.',
    sv: 'Rabattkoden är inte giltig än.',
  },
  'The voucher code has expired.': {
    nb: 'Rabattkoden er utløpt.',
    sv: 'Rabattkoden har gått ut.',
  },
  'You have already used this voucher code.': {
    nb: 'Du har allerede brukt denne rabattkoden.',
    sv: 'Du har redan använt den här rabattkoden.',
  },
  'The voucher code needs an order of at least %s.': {
    nb: 'Rabattkoden krever en bestilling på minst %s.',
    sv: 'Rabattkoden kräver en beställning på minst %s.',
  },

  // Summary lines of a cart and an order.
  Subtotal: { nb: 'Delsum', sv: 'Delsumma' },
  'Voucher %s': { nb: 'Rabattkode %s', sv: 'Rabattkod %s' },
  Total: { nb: 'Totalt', sv: 'Totalt' },

  // Support tools.
  'The recording has reached its size limit.': {
    nb: 'Opptaket har nådd størrelsesgrensen.',
    sv: 'Inspelningen har nått sin storleksgräns.',
  },
  'Only support staff can see recordings.': {
    nb: 'Bare kundestøtte kan se opptak.',
    sv: 'Bara kundtjänst kan se inspelningar.',
  },
};
