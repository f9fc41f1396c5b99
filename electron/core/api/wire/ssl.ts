import { z } from 'zod'
import type { DcvItem, SslCertificate, SslPrice, SslProduct } from '../../../shared/models'
import { blankAsNull, looseBool, looseNumber, optionalList, optionalText, tolerantList, wireId, wireText, withAliases, withIdAlias } from './common'

const wirePrice = z
  .object({ Price: looseNumber, Period: looseNumber })
  .transform((p): SslPrice => ({ price: p.Price ?? 0, period: p.Period ?? 0 }))

const wireProduct = withIdAlias(
  z.object({
    ID: wireId,
    TrustLevel: looseNumber,
    Vendor: optionalText,
    Name: wireText,
    Description: optionalText,
    IsWildCard: looseBool,
    IsOrganizationValidation: looseBool,
    IsEv: looseBool,
    IsUnlimitedServers: looseBool,
    IsSan: looseBool,
    SanIncluded: looseNumber,
    SanMaximum: looseNumber,
    Prices: optionalList(wirePrice),
    SanPrices: optionalList(wirePrice),
    SanOnlyWildcard: looseBool,
  }),
).transform(
  (p): SslProduct => ({
    id: p.ID,
    trustLevel: p.TrustLevel,
    vendor: p.Vendor,
    name: p.Name,
    description: p.Description,
    isWildCard: p.IsWildCard,
    isOrganizationValidation: p.IsOrganizationValidation,
    isEv: p.IsEv,
    isUnlimitedServers: p.IsUnlimitedServers,
    isSan: p.IsSan,
    sanIncluded: p.SanIncluded,
    sanMaximum: p.SanMaximum,
    prices: p.Prices,
    sanPrices: p.SanPrices,
    sanOnlyWildcard: p.SanOnlyWildcard,
  }),
)

const wireDcvItem = z
  .object({ Domain: z.string(), IsSAN: looseBool, ValidationData: blankAsNull, Status: optionalText })
  .transform((d): DcvItem => ({ domain: d.Domain, isSan: d.IsSAN, validationData: d.ValidationData, status: d.Status }))

/** VendorSslId is a string in the example ("123"); a non-numeric or empty one becomes null. */
const vendorId = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (typeof v === 'number') return v
    if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v)
    return null
  })

export const wireCertificate = withAliases(
  { Id: 'ID', IsProlongTaskCreated: 'IsAutoProlongTaskCreated', IsSan: 'IsSAN' },
  z.object({
    ID: wireId,
    VendorSslId: vendorId,
    Product: wireProduct.nullish(),
    Domain: wireText,
    InternationalizedDomain: blankAsNull,
    DcvMethod: blankAsNull,
    DcvList: optionalList(wireDcvItem),
    IsSecurityValidationFailed: looseBool,
    Period: looseNumber,
    ActivationDate: optionalText,
    ExpireDate: optionalText,
    IsAutoProlong: looseBool,
    IsAutoProlongTaskCreated: looseBool,
    PfxPassword: blankAsNull,
    State: wireText,
    Firstname: blankAsNull,
    Lastname: blankAsNull,
    Phone: blankAsNull,
    OrgName: blankAsNull,
    OrgDepartment: blankAsNull,
    OrgFax: blankAsNull,
    OrgPostalcode: blankAsNull,
    OrgCountry: blankAsNull,
    OrgRegion: blankAsNull,
    OrgCity: blankAsNull,
    OrgAddressline: blankAsNull,
    CsrCode: blankAsNull,
    LastRevalidateDate: optionalText,
    DateCreate: optionalText,
  }),
).transform(
  (c): SslCertificate => ({
    id: c.ID,
    vendorSslId: c.VendorSslId,
    product: c.Product ?? null,
    domain: c.Domain,
    internationalizedDomain: c.InternationalizedDomain,
    dcvMethod: c.DcvMethod,
    dcvList: c.DcvList,
    isSecurityValidationFailed: c.IsSecurityValidationFailed,
    period: c.Period,
    activationDate: c.ActivationDate,
    expireDate: c.ExpireDate,
    isAutoProlong: c.IsAutoProlong,
    isAutoProlongTaskCreated: c.IsAutoProlongTaskCreated,
    pfxPassword: c.PfxPassword,
    state: c.State,
    firstname: c.Firstname,
    lastname: c.Lastname,
    phone: c.Phone,
    orgName: c.OrgName,
    orgDepartment: c.OrgDepartment,
    orgFax: c.OrgFax,
    orgPostalcode: c.OrgPostalcode,
    orgCountry: c.OrgCountry,
    orgRegion: c.OrgRegion,
    orgCity: c.OrgCity,
    orgAddressline: c.OrgAddressline,
    csrCode: c.CsrCode,
    lastRevalidateDate: c.LastRevalidateDate,
    dateCreate: c.DateCreate,
  }),
)

export const wireCertificateList = tolerantList(wireCertificate)

/**
 * DELETE /ssl/{id}: on success "the id of the certificate" (a bare number, a numeric string or an
 * object carrying Id); a refusal is an object with Message, which the caller turns into `rejected`.
 */
export const wireSslDeleteAnswer = z.union([
  wireId.transform((id) => ({ id, refusal: null as string | null })),
  withIdAlias(z.object({ ID: wireId })).transform((o) => ({ id: o.ID, refusal: null as string | null })),
  z.object({ Message: z.string() }).transform((o) => ({ id: null as number | null, refusal: o.Message })),
])
