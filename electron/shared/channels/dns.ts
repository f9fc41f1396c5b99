/** DNS zones and records, SSL certificates and object storage. */
export const dnsSslStorageChannels = {}
export const dnsSslStorageEvents = {}
