// The default theme with the site's few additions (custom.css): generated API pages that read at any width.
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default DefaultTheme;
