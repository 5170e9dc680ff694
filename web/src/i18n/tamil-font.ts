// Noto Sans Tamil, shipped with the app (@fontsource, not a CDN): the Tamil subset in the two weights the
// screens use (text and bold), fetched only when Tamil is first shown.
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
import './tamil.css';
