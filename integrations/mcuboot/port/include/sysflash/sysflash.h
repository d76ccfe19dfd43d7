/* SPDX-License-Identifier: MIT */
/* Flash area ids of the port (port_layout.h has the addresses). */
#ifndef SYSFLASH_H
#define SYSFLASH_H

#define PORT_AREA_SLOT0   1
#define PORT_AREA_SLOT1   2
#define PORT_AREA_SCRATCH 3

#define FLASH_AREA_IMAGE_PRIMARY(x)   ((x) == 0 ? PORT_AREA_SLOT0 : 255)
#define FLASH_AREA_IMAGE_SECONDARY(x) ((x) == 0 ? PORT_AREA_SLOT1 : 255)
#define FLASH_AREA_IMAGE_SCRATCH      PORT_AREA_SCRATCH

#endif
