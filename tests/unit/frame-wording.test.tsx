// @vitest-environment jsdom
// The words the frame writes itself (the call buttons, the phone menu, the menu's name for a
// screen reader, the skip link, the menus' submenu toggles) come from site.yaml's wording: section, for a site in another language;
// without it, the defaults.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../src/layout/Layout.tsx';
import { SiteProvider } from '../../src/layout/SiteContext.tsx';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { readFileSync } from 'node:fs';
import { site } from '../support/render-block.tsx';
import { testSite } from '../support/test-site.ts';

const french = {
  call: 'Appelez',
  menu: 'Menu du site',
  closeMenu: 'Fermer le menu',
  mainMenu: 'Principal',
  callBar: 'Appeler ou demander un devis',
  skipLink: 'Aller au contenu',
  submenu: 'Sous-menu {title}',
  areasPage: 'Zones desservies',
  areaHeading: '{town}, {parish}',
  areaServices: 'Nos services à {town}',
  areaReviews: 'Avis de {town}',
  areaForm: 'Demander un devis à {town}',
  serviceInTown: '{service} à {town}',
  serviceTowns: '{service} près de chez vous',
  serviceInTownLinks: 'Nous à {town}',
  areaSample: 'Texte d’exemple : le propriétaire n’a pas encore écrit sur cette ville.',
  reviewUs: 'Laissez-nous un avis sur Google',
  samplePhoto: 'Photo d’exemple',
};

function frame(wording = site.wording) {
  return render(
    <MemoryRouter>
      <SiteProvider site={{ ...site, wording }}>
        <Layout />
      </SiteProvider>
    </MemoryRouter>,
  ).container;
}

describe('the words of the frame', () => {
  it("are the site's own when site.yaml gives them", () => {
    const page = frame(french);
    const phone = site.business.phone;
    expect(within(page).getAllByRole('link', { name: `Appelez ${phone}`, hidden: true }).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(within(page).queryAllByText(/^Call\b/)).toEqual([]);
    expect(screen.getAllByRole('navigation', { name: 'Principal', hidden: true }).length).toBe(2);
    expect(page.querySelector('.mobile-menu-toggle')?.textContent).toBe('Menu du site');
    expect(page.querySelector('.menu-close')?.getAttribute('aria-label')).toBe('Fermer le menu');
    expect(page.querySelector('.call-bar')?.getAttribute('aria-label')).toBe('Appeler ou demander un devis');
    expect(page.querySelector('.skip-link')?.textContent).toBe('Aller au contenu');
    const toggles = [...page.querySelectorAll('.mobile-toggle')].map((b) => b.getAttribute('aria-label'));
    expect(toggles.length).toBeGreaterThan(0);
    for (const label of toggles) expect(label).toMatch(/^Sous-menu \S/);
    // The desktop menu's arrow buttons (an entry with a page of its own and a submenu) too.
    const arrows = [...page.querySelectorAll('.menu-toggle.arrow-only')].map((b) => b.getAttribute('aria-label'));
    expect(arrows.length).toBeGreaterThan(0);
    for (const label of arrows) expect(label).toMatch(/^Sous-menu \S/);
    expect(page.textContent).not.toMatch(/Skip to content|submenu/);
    expect(page.innerHTML).not.toMatch(/ submenu"/);
  });

  it('default to the English words when site.yaml has no wording: section', () => {
    const text = readFileSync(testSite.file, 'utf8');
    expect(text).not.toMatch(/^wording:/m);
    const { config } = loadSiteText('site.yaml', text);
    expect(config?.wording).toEqual({
      call: 'Call',
      menu: 'Menu',
      closeMenu: 'Close menu',
      mainMenu: 'Main',
      callBar: 'Call or ask for a quote',
      skipLink: 'Skip to content',
      submenu: '{title} submenu',
      areasPage: 'Service areas',
      areaHeading: '{town}, {parish}',
      areaServices: 'What we do in {town}',
      areaReviews: 'Reviews from {town}',
      areaForm: 'Ask for an estimate in {town}',
      serviceInTown: '{service} in {town}',
      serviceTowns: '{service} in your town',
      serviceInTownLinks: 'More about us in {town}',
      areaSample: 'Example text: the owner has not written about this town yet.',
      reviewUs: 'Review us on Google',
      samplePhoto: 'Example photo',
    });
    expect(frame().querySelector('.call-bar a')?.textContent).toBe(`Call ${site.business.phone}`);
  });
});
