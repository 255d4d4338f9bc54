import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { jsonForScript, organizationData } from './structuredData';

describe('schema.org data', () => {
  it('names the organisation with its contacts', () => {
    expect(organizationData()).toMatchObject({
      '@type': 'EducationalOrganization',
      name: site.name,
      url: site.url,
      email: site.email,
      telephone: site.phone,
      contactPoint: { telephone: site.phone, email: site.email },
    });
  });

  it('cannot close its <script> element early', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
