// The 15 fonts' @font-face rules (weight 400, every subset by unicode-range) for the browser.
import '@fontsource/anton/400.css';
import '@fontsource/bebas-neue/400.css';
import '@fontsource/comfortaa/400.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/graduate/400.css';
import '@fontsource/lobster/400.css';
import '@fontsource/lora/400.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/oswald/400.css';
import '@fontsource/pacifico/400.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/racing-sans-one/400.css';
import '@fontsource/roboto/400.css';
import '@fontsource/sacramento/400.css';
import '@fontsource/tourney/400.css';
