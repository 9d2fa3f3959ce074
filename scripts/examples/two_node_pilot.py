#!/usr/bin/env python3
"""Writes examples/two-node-pilot.rackwright: the two-node pilot.

Two DGX H100 servers, one Quantum-2 QM9700 compute leaf, an SN2201 management switch and a
PA-5410 firewall in two racks, with the compute fabric on multimode fiber (dgx-01 direct, dgx-02
through MPO patch panels and a Type-B trunk), a 100G DAC from the management switch to the
firewall, and Cat 6A copper for the out-of-band ports.

Ids are name-based (UUID v5) so that running the script again gives the same file. The output is
then rewritten into canonical form with `rackwright upgrade`.
"""
import json
import subprocess
import sys
import uuid
from pathlib import Path

NS = uuid.UUID("0b0f6f6e-54f3-4c1d-9b0a-7f2f5d3c8e11")


def uid(name):
    return str(uuid.uuid5(NS, name))


design = {
    "formatVersion": 1,
    "design": {
        "name": "Two-node pilot",
        "revision": "A",
        "author": "Rackwright examples",
        "description": "Two DGX H100 on one QM9700 leaf (NDR 400G compute fabric), SN2201 "
        "management switch and PA-5410 firewall; fiber direct and through MPO panels, DAC and "
        "Cat 6A copper.",
    },
    "sites": [{"id": uid("site"), "name": "Pilot lab"}],
    "rooms": [{"id": uid("room"), "name": "Hall A", "site": uid("site")}],
    "rows": [{"id": uid("row"), "name": "Row 1", "room": uid("room"), "order": 0}],
    "racks": [],
    "devices": [],
    "modules": [],
    "cables": [],
    "waivers": [],
}


def rack(name, position):
    design["racks"].append({
        "id": uid("rack:" + name), "name": name, "row": uid("row"), "heightU": 42,
        "widthMm": 600, "depthMm": 1200, "positionInRow": position,
        "maxPowerW": 25000, "maxWeightKg": 1000,
    })
    return uid("rack:" + name)


def device(name, type_id, rack_id, u, face="front"):
    design["devices"].append({
        "id": uid("device:" + name), "name": name, "type": type_id, "rack": rack_id,
        "positionU": u, "face": face,
    })
    return uid("device:" + name)


def module(type_id, device_id, cage):
    mid = uid(f"module:{device_id}:{cage}")
    design["modules"].append({"id": mid, "type": type_id, "device": device_id, "cage": cage})
    return mid


def end(name, kind, obj, port):
    return {"end": name, "kind": kind, "object": obj, "port": port}


def cable(name, type_id, length, ends):
    design["cables"].append({
        "id": uid("cable:" + name), "name": name, "type": type_id, "lengthM": length,
        "status": "planned", "ends": ends,
    })


r01 = rack("R01", 0)
r02 = rack("R02", 1)

pdu1 = device("pdu-r01", "GEN-PDU-1U-12C13", r01, 1, "rear")
dgx1 = device("dgx-01", "DGX-H100", r01, 2)
dgx2 = device("dgx-02", "DGX-H100", r01, 12)
pp1 = device("pp-r01", "GEN-PANEL-1U-12MPO12-APC", r01, 42)

pdu2 = device("pdu-r02", "GEN-PDU-1U-12C13", r02, 1, "rear")
fw = device("fw-01", "PA-5410", r02, 35)
mgmt = device("mgmt-01", "SN2201", r02, 38)
# The QM9700 moves air from its port side to its power side; mounted from the rear, with its
# ports in the hot aisle next to the DGX rear ports, it matches the rack's front-to-rear airflow.
leaf = device("leaf-01", "QM9700", r02, 40, "rear")
pp2 = device("pp-r02", "GEN-PANEL-1U-12MPO12-APC", r02, 42)

# Compute fabric, dgx-01: flat twin-port SR modules at the server, finned at the switch, one
# MFP7E10 Type-B cord per 400G port, straight from R01 to R02.
for cage in range(1, 5):
    srv = module("MMA4Z00-NS-FLT", dgx1, f"OSFP{cage}")
    sw = module("MMA4Z00-NS", leaf, f"OSFP{cage}")
    for port in ("1", "2"):
        cable(f"CF-dgx01-OSFP{cage}-{port}", "MFP7E10-N010", 10,
              [end("A", "module-port", srv, port), end("B", "module-port", sw, port)])

# Compute fabric, dgx-02: OM4 cord to the R01 panel, OM4 Type-B trunk between the panels, OM4
# cord to the leaf (three Type-B elements through key-up/key-down adapters: Tx lands on Rx; one
# fiber grade end to end).
panel_port = 0
for cage in range(1, 5):
    srv = module("MMA4Z00-NS-FLT", dgx2, f"OSFP{cage}")
    sw = module("MMA4Z00-NS", leaf, f"OSFP{cage + 4}")
    for port in ("1", "2"):
        panel_port += 1
        p = str(panel_port)
        cable(f"CF-dgx02-OSFP{cage}-{port}-a", "GEN-MPO12-APC-TYPEB-OM4:3m", 3,
              [end("A", "module-port", srv, port), end("B", "panel-port", pp1, "F" + p)])
        cable(f"TR-R01-R02-{p}", "GEN-MPO12-APC-TRUNK-TYPEB-OM4:5m", 5,
              [end("A", "panel-port", pp1, "R" + p), end("B", "panel-port", pp2, "R" + p)])
        cable(f"CF-dgx02-OSFP{cage}-{port}-b", "GEN-MPO12-APC-TYPEB-OM4:3m", 3,
              [end("A", "panel-port", pp2, "F" + p), end("B", "module-port", sw, port)])

# Management switch uplink to the firewall: 100GbE QSFP28 DAC.
cable("DAC-mgmt01-fw01", "MCP1600-C002", 2,
      [end("A", "cage", mgmt, "swp49"), end("B", "cage", fw, "ethernet1/41")])

# Out-of-band management on Cat 6A copper.
cable("OOB-dgx01-bmc", "GEN-CAT6A-RJ45:5m", 5,
      [end("A", "cage", dgx1, "BMC"), end("B", "cage", mgmt, "swp1")])
cable("OOB-dgx02-bmc", "GEN-CAT6A-RJ45:5m", 5,
      [end("A", "cage", dgx2, "BMC"), end("B", "cage", mgmt, "swp2")])
cable("OOB-leaf01-mgmt", "GEN-CAT6A-RJ45:1m", 1,
      [end("A", "cage", leaf, "MGMT"), end("B", "cage", mgmt, "swp3")])

out = Path(sys.argv[1] if len(sys.argv) > 1 else "examples/two-node-pilot.rackwright")
out.write_text(json.dumps(design, indent=2) + "\n", encoding="utf-8")
binary = sys.argv[2] if len(sys.argv) > 2 else "build/app/rackwright"
subprocess.run([binary, "upgrade", str(out)], check=True)
