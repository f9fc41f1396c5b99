/**
 * The record types a zone file can name (IANA's DNS RR types registry, obsolete ones included), so that a
 * line whose "type" is none of them is said to be unreadable (with its line number) instead of being listed as a
 * record of type "LINE". `TYPE123` (RFC 3597) is a type too.
 */
const RR_TYPES = new Set(
  (
    'A NS MD MF CNAME SOA MB MG MR NULL WKS PTR HINFO MINFO MX TXT RP AFSDB X25 ISDN RT NSAP NSAP-PTR SIG KEY PX ' +
    'GPOS AAAA LOC NXT EID NIMLOC SRV ATMA NAPTR KX CERT A6 DNAME SINK OPT APL DS SSHFP IPSECKEY RRSIG NSEC DNSKEY ' +
    'DHCID NSEC3 NSEC3PARAM TLSA SMIMEA HIP NINFO RKEY TALINK CDS CDNSKEY OPENPGPKEY CSYNC ZONEMD SVCB HTTPS DSYNC ' +
    'HHIT BRID SPF UINFO UID GID UNSPEC NID L32 L64 LP EUI48 EUI64 NXNAME TKEY TSIG URI CAA AVC DOA AMTRELAY ' +
    'RESINFO WALLET CLA IPN TA DLV'
  ).split(' '),
)

/** Whether `word` (upper case) names a DNS record type. */
export function isRecordTypeName(word: string): boolean {
  return RR_TYPES.has(word) || /^TYPE\d{1,5}$/.test(word)
}
