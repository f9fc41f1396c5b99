import type { SslProduct } from './types'

const product = (p: Omit<SslProduct, 'SanOnlyWildcard' | 'SanPrices'> & Partial<SslProduct>): SslProduct => ({
  ...p,
  SanPrices: p.SanPrices ?? [],
  SanOnlyWildcard: p.SanOnlyWildcard ?? false,
})

/** The catalogue the demo certificates are ordered from. */
export function sslProducts(): SslProduct[] {
  return [
    product({
      TrustLevel: 1,
      Id: 1,
      Vendor: 'Sectigo',
      Name: 'PositiveSSL',
      Description: 'Domain validation, one domain',
      IsWildCard: false,
      IsOrganizationValidation: false,
      IsEv: false,
      IsUnlimitedServers: true,
      IsSan: false,
      SanIncluded: null,
      SanMaximum: null,
      Prices: [
        { Price: 1450, Period: 12 },
        { Price: 2610, Period: 24 },
      ],
    }),
    product({
      TrustLevel: 1,
      Id: 2,
      Vendor: 'Sectigo',
      Name: 'PositiveSSL Wildcard',
      Description: 'Domain validation, a domain and all its subdomains',
      IsWildCard: true,
      IsOrganizationValidation: false,
      IsEv: false,
      IsUnlimitedServers: true,
      IsSan: false,
      SanIncluded: null,
      SanMaximum: null,
      Prices: [{ Price: 9900, Period: 12 }],
    }),
    product({
      TrustLevel: 1,
      Id: 3,
      Vendor: 'Sectigo',
      Name: 'PositiveSSL Multi-Domain',
      Description: 'Domain validation, up to 250 domains in one certificate',
      IsWildCard: false,
      IsOrganizationValidation: false,
      IsEv: false,
      IsUnlimitedServers: true,
      IsSan: true,
      SanIncluded: 2,
      SanMaximum: 250,
      Prices: [
        { Price: 4200, Period: 12 },
        { Price: 7560, Period: 24 },
      ],
      SanPrices: [
        { Price: 1300, Period: 12 },
        { Price: 2340, Period: 24 },
      ],
    }),
    product({
      TrustLevel: 3,
      Id: 4,
      Vendor: 'Sectigo',
      Name: 'EV Multi-Domain SSL',
      Description: 'Extended validation, company name in the certificate, up to 250 domains',
      IsWildCard: false,
      IsOrganizationValidation: true,
      IsEv: true,
      IsUnlimitedServers: true,
      IsSan: true,
      SanIncluded: 2,
      SanMaximum: 250,
      Prices: [{ Price: 31900, Period: 12 }],
      SanPrices: [{ Price: 8900, Period: 12 }],
    }),
  ]
}
