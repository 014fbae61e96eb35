// Browser entry: global styles and the self-hosted variable font.
import "@fontsource-variable/inter/wght.css"
import "./src/styles/global.css"
