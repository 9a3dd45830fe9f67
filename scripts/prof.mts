import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
function Boom(): never { throw new Error('boom'); }
function Err() { return h('p', null, 'Oops'); }
const routes = [{ path: '/', errorElement: h(Err), children: [{ index: true, element: h(Boom) }] }];
const { query, dataRoutes } = createStaticHandler(routes);
const context = await query(new Request('http://x/'));
const router = createStaticRouter(dataRoutes, context as any);
try { console.log(renderToString(h(StaticRouterProvider, { router, context: context as any, hydrate: false }))); } catch (e) { console.log('threw', String(e)); }
