import type { SslPrice, SslProduct } from './ssl-types'

/** What sets a product apart; the rest is Sectigo's usual (one trust level, one domain, no SANs, any servers). */
type ProductRow = Pick<SslProduct, 'Id' | 'Name' | 'Description' | 'Prices'> &
  Partial<Omit<SslProduct, 'Id' | 'Name' | 'Description' | 'Prices'>>

const prices = (...list: [price: number, period: number][]): SslPrice[] =>
  list.map(([Price, Period]) => ({ Price, Period }))

function product(p: ProductRow): SslProduct {
  return {
    TrustLevel: p.TrustLevel ?? 1,
    Id: p.Id,
    Vendor: p.Vendor ?? 'Sectigo',
    Name: p.Name,
    Description: p.Description,
    IsWildCard: p.IsWildCard ?? false,
    IsOrganizationValidation: p.IsOrganizationValidation ?? false,
    IsEv: p.IsEv ?? false,
    IsUnlimitedServers: p.IsUnlimitedServers ?? true,
    IsSan: p.IsSan ?? false,
    SanIncluded: p.SanIncluded ?? null,
    SanMaximum: p.SanMaximum ?? null,
    Prices: p.Prices,
    SanPrices: p.SanPrices ?? [],
    SanOnlyWildcard: p.SanOnlyWildcard ?? false,
  }
}

/** The catalogue the demo certificates are ordered from. */
export function sslProducts(): SslProduct[] {
  return [
    product({
      Id: 1,
      Name: 'PositiveSSL',
      Description: 'Domain validation, one domain',
      Prices: prices([1450, 12], [2610, 24]),
    }),
    product({
      Id: 2,
      Name: 'PositiveSSL Wildcard',
      Description: 'Domain validation, a domain and all its subdomains',
      IsWildCard: true,
      Prices: prices([9900, 12]),
    }),
    product({
      Id: 3,
      Name: 'PositiveSSL Multi-Domain',
      Description: 'Domain validation, up to 250 domains in one certificate',
      IsSan: true,
      SanIncluded: 2,
      SanMaximum: 250,
      Prices: prices([4200, 12], [7560, 24]),
      SanPrices: prices([1300, 12], [2340, 24]),
    }),
    product({
      TrustLevel: 3,
      Id: 4,
      Name: 'EV Multi-Domain SSL',
      Description: 'Extended validation, company name in the certificate, up to 250 domains',
      IsOrganizationValidation: true,
      IsEv: true,
      IsSan: true,
      SanIncluded: 2,
      SanMaximum: 250,
      Prices: prices([31900, 12]),
      SanPrices: prices([8900, 12]),
    }),
  ]
}
