import { createGa4Provider } from '../ga4-provider';

const SRC = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';
const gtagScripts = () => Array.from(document.scripts).filter((script) => script.src === SRC);

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
});

/** The data layer as plain arrays (gtag pushes `arguments` objects). */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('GA4 provider', () => {
  it('does nothing when it is created', () => {
    const provider = createGa4Provider('G-TEST123');
    expect(provider.name).toBe('ga4');
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  it('sends nothing when asked for a page view before it is loaded', () => {
    createGa4Provider('G-TEST123').pageView({ path: '/', title: 'Accueil', location: 'http://localhost/' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('injects the gtag script once and configures it without automatic page view', () => {
    const provider = createGa4Provider('G-TEST123');
    provider.load();
    provider.load();
    createGa4Provider('G-TEST123').load();

    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
    const configs = commands().filter(([command]) => command === 'config');
    expect(commands()[0]?.[0]).toBe('js');
    expect(commands()[0]?.[1]).toBeInstanceOf(Date);
    expect(configs[0]).toEqual(['config', 'G-TEST123', { send_page_view: false, anonymize_ip: true }]);
    // Pushes `arguments` objects, the shape gtag.js reads.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('pushes a page_view event with the path, title and address, and sets that address for what follows', () => {
    const provider = createGa4Provider('G-TEST123');
    provider.load();
    provider.pageView({
      path: '/pages/laboutique',
      title: 'La boutique',
      location: 'http://localhost/pages/laboutique',
    });
    // Any later event (a scroll, a click out) carries the address given, not the document's own.
    expect(commands().slice(-2)).toEqual([
      ['set', { page_location: 'http://localhost/pages/laboutique' }],
      [
        'event',
        'page_view',
        {
          page_path: '/pages/laboutique',
          page_title: 'La boutique',
          page_location: 'http://localhost/pages/laboutique',
        },
      ],
    ]);
  });

  it('uses the document and window it is given', () => {
    const doc = document.implementation.createHTMLDocument('autre');
    const win = {} as Window;
    createGa4Provider('G-OTHER', doc, win).load();
    expect(doc.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-OTHER',
    );
    expect(win.dataLayer).toHaveLength(2);
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});
