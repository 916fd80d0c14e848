/**
 * The entry: the stylesheet, and the app once the server's page is on screen. A server-rendered
 * page is complete without its scripts, so they are fetched after its first paint and never stand
 * between the visitor and the page: fetched and run earlier, on a slow phone they delay that paint,
 * and Lighthouse counts every script loaded before it as part of the largest contentful paint.
 * Without a server render (Vite's dev server) there is nothing to paint first.
 */
import './styles.css';
import { afterFirstPaint } from './lib/after-first-paint';

const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(() => import('./start-app'));
