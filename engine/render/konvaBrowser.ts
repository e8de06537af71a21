// Konva as the browser build uses it (vite.config.ts aliases 'konva' here): the core and the
// shapes the engine and its editor draw with, without the rest of the full build.
import Konva from 'konva/lib/Core';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';

export default Konva;
