import { describe, expect, it } from 'vitest';
import { businessCardOf, emailLink, phoneLink } from './business-card-model.ts';

const row = {
  store_name: 'Acme Seattle North',
  district_name: 'Seattle District',
  photo_url: '/api/v2/tenant-files/data/photos/visit-03.svg',
  street_address: '1234 Market Street',
  city_line: 'Seattle, WA',
  phone: '(206) 555-0142',
  manager_email: 'manager.store042@acme-retail.example',
  revenue: 152340.5,
  margin_pct: 0.312,
};

describe('businessCardOf', () => {
  it('maps every slot from its column', () => {
    const card = businessCardOf(
      row,
      {
        name_field: 'store_name',
        subtitle_field: 'district_name',
        image_field: 'photo_url',
        address_fields: ['street_address', 'city_line'],
        phone_field: 'phone',
        email_field: 'manager_email',
        kpis: [
          { field: 'revenue', title: { en: 'Revenue', pt: 'Receita' }, format: 'moneyInteger' },
          { field: 'margin_pct', title: 'Margin', format: 'percentOne' },
        ],
      },
      'en',
    );
    expect(card).toEqual({
      name: 'Acme Seattle North',
      subtitle: 'Seattle District',
      image: '/api/v2/tenant-files/data/photos/visit-03.svg',
      address: ['1234 Market Street', 'Seattle, WA'],
      phone: { text: '(206) 555-0142', href: 'tel:2065550142' },
      email: {
        text: 'manager.store042@acme-retail.example',
        href: 'mailto:manager.store042@acme-retail.example',
      },
      kpis: [
        { field: 'revenue', label: 'Revenue', value: '$ 152,341', missing: false },
        { field: 'margin_pct', label: 'Margin', value: '31.2%', missing: false },
      ],
    });
  });

  it('leaves out the slots without a column or a value', () => {
    const card = businessCardOf(
      { name: 'Only a name', street: null, city: '' },
      { name_field: 'name', address_fields: ['street', 'city'], phone_field: 'street' },
      'en',
    );
    expect(card).toEqual({
      name: 'Only a name',
      subtitle: '',
      image: '',
      address: [],
      phone: undefined,
      email: undefined,
      kpis: [],
    });
  });
});

describe('contact links', () => {
  it.each([
    ['(206) 555-0142', 'tel:2065550142'],
    ['+1 206 555 0142', 'tel:+12065550142'],
    ['ext. 12+3', 'tel:123'],
    ['n/a', undefined],
    ['', undefined],
  ])('phone %j → %j', (text, href) => {
    expect(phoneLink(text)?.href).toBe(href);
  });

  it.each([
    ['ana@acme.example', 'mailto:ana@acme.example'],
    ['ana @acme.example', undefined],
    ['ana@localhost', undefined],
    ['a@b@c.d', undefined],
    ['javascript:alert(1)', undefined],
  ])('e-mail %j → %j', (text, href) => {
    expect(emailLink(text)?.href).toBe(href);
  });
});
