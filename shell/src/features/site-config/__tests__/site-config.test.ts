import { loadSiteConfig, parseSiteConfig } from '../site-config';

describe('site configuration', () => {
  it('keeps only a well-formed GA4 id', () => {
    expect(parseSiteConfig({ ga4MeasurementId: 'G-ABC123' })).toEqual({ ga4MeasurementId: 'G-ABC123' });
    expect(parseSiteConfig({ ga4MeasurementId: 'UA-1' })).toEqual({});
    expect(parseSiteConfig(null)).toEqual({});
  });

  it('is read from the document the server wrote it into, without a request', async () => {
    global.fetch = jest.fn();
    document.head.innerHTML =
      '<script type="application/json" id="mtdm-boot-data">{"siteConfig":{"ga4MeasurementId":"G-E2E"}}</script>';
    try {
      await expect(loadSiteConfig()).resolves.toEqual({ ga4MeasurementId: 'G-E2E' });
      expect(global.fetch).not.toHaveBeenCalled();
    } finally {
      document.head.innerHTML = '';
    }
  });

  it('is requested from /site-config.json when the document has none', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ ga4MeasurementId: 'G-FETCHED' }),
    })) as unknown as typeof fetch;
    await expect(loadSiteConfig()).resolves.toEqual({ ga4MeasurementId: 'G-FETCHED' });
    expect(global.fetch).toHaveBeenCalledWith('/site-config.json');
  });
});
