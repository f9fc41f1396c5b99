/** Servers, private and public networks, locations and SSH keys. */
export const serverChannels = {}
export const serverEvents = {}
