<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>QIODevice</name>
    <message>
        <location filename="../core/common/safesave.cpp" line="+132"/>
        <source>Unknown error</source>
        <translation>Unbekannter Fehler</translation>
    </message>
</context>
<context>
    <name>RuleCatalog</name>
    <message>
        <location filename="../core/validation/rulecatalog.cpp" line="+223"/>
        <source>Form-factor family must match the cage</source>
        <translation>Die Formfaktor-Familie muss zum Cage passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Twin-port vs single-port plug must match the cage role</source>
        <translation>Doppelport- oder Einzelport-Stecker muss zur Rolle des Cages passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Top style (finned IHS vs flat RHS) must match the cage thermal design</source>
        <translation>Oberseite (Kühlrippen IHS oder flach RHS) muss zur Kühlung des Cages passen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every leg of a splitter cable must fit its own target cage</source>
        <translation>Jeder Abgang eines Splitterkabels muss in seinen eigenen Ziel-Cage passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BlueField-3 accepts QSFP112 only</source>
        <translation>BlueField-3 nimmt nur QSFP112 auf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connector type and fiber count must be identical</source>
        <translation>Steckertyp und Faseranzahl müssen gleich sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MPO gender: exactly one male and one female per mating</source>
        <translation>MPO-Geschlecht: je Steckverbindung genau ein Stecker mit Pins und einer ohne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Polish: APC never mates with UPC (also through adapters)</source>
        <translation>Schliff: APC wird nie mit UPC verbunden (auch nicht über Adapter)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection-quality class (low-loss MPO, grade B LC)</source>
        <translation>Qualitätsklasse der Verbindung (Low-Loss-MPO, LC der Klasse B)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Parallel (MPO) links: every Tx lane must land on the matching Rx lane</source>
        <translation>Parallele Verbindungen (MPO): jede Tx-Lane muss auf der passenden Rx-Lane ankommen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duplex (LC) links: odd number of A-B crossovers end to end</source>
        <translation>Duplex-Verbindungen (LC): ungerade Anzahl von A-B-Kreuzungen von Ende zu Ende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Polarity method consistency in structured cabling</source>
        <translation>Einheitliche Polaritätsmethode in der strukturierten Verkabelung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fiber mode must match the optic (850 nm MMF, 1310 nm SMF)</source>
        <translation>Fasermodus muss zur Optik passen (850 nm MMF, 1310 nm SMF)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Multimode grade vs channel length (OM3 30 m, OM4 50 m)</source>
        <translation>Multimode-Faserklasse und Kanallänge (OM3 30 m, OM4 50 m)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed fiber grades in one channel</source>
        <translation>Gemischte Faserklassen in einem Kanal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both ends must run the same optical PMD</source>
        <translation>Beide Enden müssen dasselbe optische PMD verwenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fiber splitters only on parallel PMDs (SR4/DR4)</source>
        <translation>Fasersplitter nur an parallelen PMDs (SR4/DR4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Twin-port module: both optical ports straight, or both split</source>
        <translation>Doppelport-Modul: beide optischen Ports gerade oder beide aufgeteilt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Link reach = min(module A, module B, fiber grade)</source>
        <translation>Reichweite der Verbindung = min(Modul A, Modul B, Faserklasse)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mixed-vendor or IEEE-variant PMDs (interoperability unverified)</source>
        <translation>PMDs verschiedener Hersteller oder IEEE-Varianten (Interoperabilität nicht geprüft)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lane signalling family must match (no downshift across families)</source>
        <translation>Die Signalfamilie der Lanes muss übereinstimmen (kein Herunterschalten über Familien hinweg)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lane conservation through breakouts</source>
        <translation>Erhaltung der Lanes über Breakouts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resulting speed per port and leg</source>
        <translation>Resultierende Geschwindigkeit je Port und Abgang</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Switch split-port configuration required</source>
        <translation>Split-Port-Konfiguration am Switch erforderlich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Electrical rate differs across a retimed optical link with identical PMD</source>
        <translation>Elektrische Rate unterscheidet sich über eine neu getaktete optische Verbindung mit gleichem PMD</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ConnectX-8: 800G only as XDR InfiniBand; Ethernet at most 2 x 400GbE</source>
        <translation>ConnectX-8: 800G nur als XDR-InfiniBand; Ethernet höchstens 2 x 400GbE</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Passive DAC length within the part limit</source>
        <translation>Länge des passiven DAC innerhalb der Grenze des Teils</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Active copper (ACC/LACC) length within the part limit</source>
        <translation>Länge des aktiven Kupferkabels (ACC/LACC) innerhalb der Grenze des Teils</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Optical channel length (sum of all segments) within the media limit</source>
        <translation>Länge des optischen Kanals (Summe aller Segmente) innerhalb der Grenze des Mediums</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mating count and loss budget (more than two patch panels)</source>
        <translation>Anzahl der Steckverbindungen und Dämpfungsbudget (mehr als zwei Patchfelder)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minimum length for single-mode optics</source>
        <translation>Mindestlänge für Singlemode-Optiken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twin-port leg length skew</source>
        <translation>Längenunterschied der Abgänge eines Doppelports</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Link layer must match (InfiniBand with InfiniBand, Ethernet with Ethernet, a console with a console server)</source>
        <translation>Link-Layer muss passen (InfiniBand mit InfiniBand, Ethernet mit Ethernet, eine Konsole mit einem Konsolenserver)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Endpoint default mode differs from the fabric</source>
        <translation>Standardmodus des Endpunkts weicht vom Fabric ab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Generation compatibility (HDR / NDR / XDR)</source>
        <translation>Kompatibilität der Generationen (HDR / NDR / XDR)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Module power within the cage power class</source>
        <translation>Leistung des Moduls innerhalb der Leistungsklasse des Cages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cooling style: a finned (IHS) plug needs the host&apos;s airflow</source>
        <translation>Kühlart: ein Stecker mit Kühlrippen (IHS) braucht den Luftstrom des Hosts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power and weight roll-up per device and rack</source>
        <translation>Leistung und Gewicht summiert je Gerät und Rack</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A cage, port or optical port holds one plug, one cable end or one module</source>
        <translation>Ein Cage, Port oder optischer Port nimmt einen Stecker, ein Kabelende oder ein Modul auf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cable end left unconnected</source>
        <translation>Kabelende nicht angeschlossen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Devices overlap in rack units</source>
        <translation>Geräte überlappen sich in Höheneinheiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device outside its rack or bay</source>
        <translation>Gerät außerhalb seines Racks oder Einschubs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half-depth devices on both faces at the same U must fit the rack depth</source>
        <translation>Geräte halber Tiefe auf beiden Seiten in derselben HE müssen in die Racktiefe passen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Airflow direction inconsistent within a rack</source>
        <translation>Uneinheitliche Luftstromrichtung in einem Rack</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Breakout cabling and cage split configuration must agree</source>
        <translation>Breakout-Verkabelung und Split-Konfiguration des Cages müssen übereinstimmen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown part or UNCONFIRMED part data: check not verified</source>
        <translation>Unbekanntes Teil oder UNBESTÄTIGTE Teiledaten: Prüfung nicht verifiziert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rail alignment: a rail leaf takes the same rail from every node</source>
        <translation>Rail-Ausrichtung: Ein Rail-Leaf nimmt von jedem Knoten dieselbe Rail</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Twin planes are disjoint: no link joins two planes</source>
        <translation>Zwillingsebenen sind getrennt: keine Verbindung zwischen zwei Ebenen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One node port per network role</source>
        <translation>Ein Knoten-Port je Netzwerkrolle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dual-homed north-south: a node&apos;s storage and in-band links on two switches</source>
        <translation>Zweifach angebundener Nord-Süd-Verkehr: Storage- und In-Band-Links eines Knotens an zwei Switches</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Management ports only on out-of-band management</source>
        <translation>Management-Ports nur im Out-of-Band-Management</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rack-scale systems are fixed products: every tray at its place, no other device inside, trays only in their system</source>
        <translation>Rack-Scale-Systeme sind feste Produkte: jedes Tray an seinem Platz, kein anderes Gerät darin, Trays nur in ihrem System</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full SU provisioning: every leaf has the uplinks the design states, its scalable unit full or not</source>
        <translation>Vollständige SU-Bestückung: Jeder Leaf hat die Uplinks, die das Design angibt, ob seine Scalable Unit voll ist oder nicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compute fabric leaves non-blocking, or as oversubscribed as the design plans</source>
        <translation>Leafs der Compute-Fabric blockierungsfrei oder so überbucht, wie das Design plant</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Storage fabric leaves: appliances at 1:1, nodes within the planned oversubscription</source>
        <translation>Leafs der Storage-Fabric: Appliances mit 1:1, Knoten innerhalb der geplanten Überbuchung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>UFM attachment: a fabric manager on the InfiniBand fabric, HA pairs on two switches</source>
        <translation>UFM-Anbindung: ein Fabric-Manager am InfiniBand-Fabric, HA-Paare an zwei Switches</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Control-plane attachments: nodes on in-band management have their BMC on out-of-band management, management nodes are on both</source>
        <translation>Anbindung der Steuerungsebene: Knoten im In-Band-Management haben ihren BMC im Out-of-Band-Management, Management-Knoten sind in beiden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rack power of a rack-scale system: the rack&apos;s limit covers the system at full load</source>
        <translation>Rack-Leistung eines Rack-Scale-Systems: die Grenze des Racks deckt das System bei Volllast</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2-8-9 adapter roles: the SuperNICs on the compute fabric, the DPU on the north-south networks</source>
        <translation>Adapterrollen 2-8-9: die SuperNICs am Compute-Fabric, die DPU an den Nord-Süd-Netzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Customer boundary: the uplink passes a firewall and leaves from the in-band side; compute, storage and out-of-band stay inside</source>
        <translation>Kundengrenze: Der Uplink führt über eine Firewall und verlässt den Cluster auf der In-Band-Seite; Compute, Storage und Out-of-Band bleiben innen</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Unknown rule id &quot;%1&quot;</source>
        <translation>Unbekannte Regel-ID „%1“</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (default)</source>
        <translation>%1 (Vorgabe)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../app/cli/clisupport.cpp" line="+19"/>
        <location line="+104"/>
        <location line="+4"/>
        <location filename="../app/cli/cmd_catalog_import.cpp" line="+84"/>
        <location filename="../app/cli/cmd_repair.cpp" line="+37"/>
        <location filename="../app/cli/cmd_upgrade.cpp" line="+32"/>
        <source>warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>option %1 needs a value</source>
        <translation>Die Option %1 braucht einen Wert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--format must be text or json, not &quot;%1&quot;</source>
        <translation>--format muss text oder json sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Loading %1</source>
        <translation>%1 wird geladen</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 has a quarantine section: %n object(s) set aside when it was opened with repair. They are kept in the file but not checked; fix each as its &quot;reason&quot; says and move it back into its section.</source>
        <translation>
            <numerusform>%1 hat einen Quarantäne-Abschnitt: %n Objekt wurde beim Öffnen mit Reparatur beiseitegelegt. Es bleibt in der Datei, wird aber nicht geprüft; beheben Sie es so, wie sein &quot;reason&quot; angibt, und verschieben Sie es zurück in seinen Abschnitt.</numerusform>
            <numerusform>%1 hat einen Quarantäne-Abschnitt: %n Objekte wurden beim Öffnen mit Reparatur beiseitegelegt. Sie bleiben in der Datei, werden aber nicht geprüft; beheben Sie jedes so, wie sein &quot;reason&quot; angibt, und verschieben Sie es zurück in seinen Abschnitt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_info.cpp" line="+14"/>
        <source>info needs exactly one design file: rackwright info FILE</source>
        <translation>info braucht genau eine Entwurfsdatei: rackwright info DATEI</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Count racks, devices, cages, modules, cables and links</source>
        <translation>Racks, Geräte, Cages, Module, Kabel und Verbindungen zählen</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_upgrade.cpp" line="-16"/>
        <source>upgrade needs exactly one design file: rackwright upgrade FILE [-o OUT]</source>
        <translation>upgrade braucht genau eine Entwurfsdatei: rackwright upgrade DATEI [-o AUSGABE]</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Wrote %1 in file format %2.</source>
        <translation>%1 im Dateiformat %2 geschrieben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rewrite a design in the current file format (migrating old files)</source>
        <translation>Einen Entwurf im aktuellen Dateiformat neu schreiben (alte Dateien werden migriert)</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_calc.cpp" line="+35"/>
        <source>Line coding between line and data rate: none, 8b10b, 64b66b, 128b130b, 256b257b-rsfec, ib-edr, ib-hdr, ib-ndr (default none)</source>
        <translation>Leitungskodierung zwischen Leitungs- und Datenrate: none, 8b10b, 64b66b, 128b130b, 256b257b-rsfec, ib-edr, ib-hdr, ib-ndr (Standard: none)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whether the rate given is the data rate (default; what 400G means on a port) or the line rate, reduced by --encoding</source>
        <translation>Ob die angegebene Rate die Datenrate ist (Standard; das, was 400G an einem Port bedeutet) oder die Leitungsrate, verringert um --encoding</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Latency α of each communication step, e.g. 5us (default 0)</source>
        <translation>Latenz α jedes Kommunikationsschritts, z. B. 5us (Standard 0)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fixed setup latency of the transfer, e.g. 1ms (default 0)</source>
        <translation>Feste Anlaufzeit der Übertragung, z. B. 1ms (Standard 0)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Total gathered buffer S, e.g. 1GiB (nccl-tests size)</source>
        <translation>Gesamter gesammelter Puffer S, z. B. 1GiB (Größe wie bei nccl-tests)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer per GPU S, e.g. 1GiB (nccl-tests size)</source>
        <translation>Puffer pro GPU S, z. B. 1GiB (Größe wie bei nccl-tests)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs taking part, n</source>
        <translation>Beteiligte GPUs, n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per-GPU one-way bandwidth B, e.g. 400G or 50GB/s</source>
        <translation>Bandbreite pro GPU in eine Richtung B, z. B. 400G oder 50GB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ring or double binary tree (default ring)</source>
        <translation>Ring oder doppelter Binärbaum (Standard: ring)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All-reduce time, algbw and busbw (ring or tree)</source>
        <translation>All-Reduce: Zeit, algbw und busbw (Ring oder Baum)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All-gather time, algbw and busbw</source>
        <translation>All-Gather: Zeit, algbw und busbw</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce-scatter time, algbw and busbw</source>
        <translation>Reduce-Scatter: Zeit, algbw und busbw</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All-to-all time, algbw and busbw</source>
        <translation>All-to-All: Zeit, algbw und busbw</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Broadcast time, algbw and busbw</source>
        <translation>Broadcast: Zeit, algbw und busbw</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce time, algbw and busbw</source>
        <translation>Reduce: Zeit, algbw und busbw</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>KV-cache size per sequence and prefill → decode transfer time</source>
        <translation>KV-Cache-Größe pro Sequenz und Übertragungszeit Prefill → Decode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer layers</source>
        <translation>Transformer-Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key/value heads (GQA groups)</source>
        <translation>Key/Value-Heads (GQA-Gruppen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dimension per head</source>
        <translation>Dimension pro Head</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32, fp16, bf16, fp8, int8, fp4, int4 (default fp16)</source>
        <translation>fp32, fp16, bf16, fp8, int8, fp4, int4 (Standard fp16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instead of --dtype</source>
        <translation>Statt --dtype</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per sequence (context length)</source>
        <translation>Tokens pro Sequenz (Kontextlänge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences moved at once (default 1)</source>
        <translation>Gleichzeitig übertragene Sequenzen (Standard 1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prefill → decode path rate, e.g. 400G</source>
        <translation>Rate des Pfads Prefill → Decode, z. B. 400G</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Checkpoint write time and dataset reads per epoch</source>
        <translation>Schreibzeit des Checkpoints und Datensatz-Lesevorgänge pro Epoche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggregate storage bandwidth, e.g. 500GB/s</source>
        <translation>Gesamte Speicherbandbreite, z. B. 500GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint size, e.g. 10TB</source>
        <translation>Checkpoint-Größe, z. B. 10TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset size, e.g. 100TB</source>
        <translation>Datensatzgröße, z. B. 100TB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Times the dataset is read per epoch (default 1)</source>
        <translation>Wie oft der Datensatz pro Epoche gelesen wird (Standard 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of an epoch, e.g. 2h</source>
        <translation>Dauer einer Epoche, z. B. 2h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clients sharing the bandwidth</source>
        <translation>Clients, die sich die Bandbreite teilen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Bits/bytes, decimal/binary prefixes, line/data rate, one-way/bidirectional</source>
        <translation>Bits/Bytes, dezimale/binäre Präfixe, Leitungs-/Datenrate, eine Richtung/bidirektional</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rate, e.g. 400G, 425Gb/s or 50GB/s</source>
        <translation>Eine Rate, z. B. 400G, 425Gb/s oder 50GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A size, e.g. 1GiB, 1.5TB or 8Gb</source>
        <translation>Eine Größe, z. B. 1GiB, 1.5TB oder 8Gb</translation>
    </message>
    <message>
        <location line="+39"/>
        <location filename="../app/cli/cmd_plan.cpp" line="+115"/>
        <source>Output format (default text)</source>
        <translation>Ausgabeformat (Standard: text)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/cmd_plan.cpp" line="+1"/>
        <source>Show this help</source>
        <translation>Diese Hilfe anzeigen</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Bandwidth calculators: collectives, KV cache, storage, units</source>
        <translation>Bandbreitenrechner: Kollektive, KV-Cache, Speicher, Einheiten</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalog.cpp" line="+437"/>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rack-scale system</source>
        <translation>Rack-Scale-System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack:</source>
        <translation>Rack:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 U, %2 × %3 mm</source>
        <translation>%1 HE, %2 × %3 mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power at full load:</source>
        <translation>Leistung bei Volllast:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling:</source>
        <translation>Kühlung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>liquid</source>
        <translation>Flüssigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inside the product:</source>
        <translation>Im Produkt:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UNCONFIRMED %1: %2</source>
        <translation>UNBESTÄTIGT %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>U</source>
        <translation>HE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MEMBER</source>
        <translation>MITGLIED</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PART</source>
        <translation>TEIL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ROLE</source>
        <translation>ROLLE</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>catalog list takes no arguments besides --kind and --format; got &quot;%1&quot;</source>
        <translation>catalog list nimmt außer --kind und --format keine Argumente; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--kind must be one of %1, not &quot;%2&quot;</source>
        <translation>--kind muss einer der Werte %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MANUFACTURER</source>
        <translation>HERSTELLER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MODEL</source>
        <translation>MODELL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DESCRIPTION</source>
        <translation>BESCHREIBUNG</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>catalog show needs exactly one part id: rackwright catalog show ID</source>
        <translation>catalog show braucht genau eine Teile-ID: rackwright catalog show ID</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown catalog id &quot;%1&quot;; run `rackwright catalog list` to see the ids (generic parts take a length, e.g. GEN-MPO12-APC-TYPEB-OM4:40m)</source>
        <translation>unbekannte Katalog-ID „%1“; `rackwright catalog list` zeigt die IDs (generische Teile nehmen eine Länge, z. B. GEN-MPO12-APC-TYPEB-OM4:40m)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>List the catalog parts (built-in and user catalog)</source>
        <translation>Die Katalogteile auflisten (eingebauter und Benutzerkatalog)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show every attribute of one catalog part or rack-scale system</source>
        <translation>Jedes Attribut eines Katalogteils oder Rack-Scale-Systems anzeigen</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_catalog_import.cpp" line="-37"/>
        <source>import-netbox needs at least one NetBox YAML file: rackwright catalog import-netbox FILE... [--catalog-dir DIR]</source>
        <translation>import-netbox braucht mindestens eine NetBox-YAML-Datei: rackwright catalog import-netbox DATEI... [--catalog-dir ORDNER]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no .yaml or .yml files found in %1</source>
        <translation>keine .yaml- oder .yml-Dateien in %1 gefunden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>imported %1 from %2 → %3</source>
        <translation>%1 aus %2 importiert → %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is a built-in part, so this type is imported as %2; place it as %2 (%1 stays the built-in part)</source>
        <translation>%1 ist ein eingebautes Teil, daher wird dieser Typ als %2 importiert; platzieren Sie ihn als %2 (%1 bleibt das eingebaute Teil)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is already in the user catalog, so this type is imported as %2; place it as %2</source>
        <translation>%1 ist bereits im Benutzerkatalog, daher wird dieser Typ als %2 importiert; platzieren Sie ihn als %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>renamed:</source>
        <translation>umbenannt:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>catalog resolve-clashes takes no files: rackwright catalog resolve-clashes [--catalog-dir DIR]</source>
        <translation>catalog resolve-clashes nimmt keine Dateien: rackwright catalog resolve-clashes [--catalog-dir ORDNER]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No part ids clash in %1.</source>
        <translation>In %1 kollidieren keine Teile-IDs.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a built-in part</source>
        <translation>ein eingebautes Teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defined first in %1</source>
        <translation>zuerst in %1 definiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1:%2: %3 is %4; it is written more than once or made from variants, so rename it in the file by hand</source>
        <translation>%1:%2: %3 ist %4; die ID steht mehrfach in der Datei oder wird aus Varianten gebildet, benennen Sie sie daher von Hand in der Datei um</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>renamed %1 → %2 in %3 (%1 is %4)</source>
        <translation>%1 → %2 in %3 umbenannt (%1 ist %4)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rename user catalog parts whose id a built-in or earlier part already has</source>
        <translation>Teile des Benutzerkatalogs umbenennen, deren ID schon ein eingebautes oder früheres Teil hat</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Import NetBox device-type YAML files into the user catalog</source>
        <translation>NetBox-Gerätetyp-YAML-Dateien in den Benutzerkatalog importieren</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="-85"/>
        <source>Plan the whole cluster of a reference architecture: compute, storage, in-band and out-of-band networks (the presets are listed below)</source>
        <translation>Den ganzen Cluster einer Referenzarchitektur planen: Rechen-, Storage-, In-Band- und Out-of-Band-Netz (die Presets stehen unten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --cluster: scalable units (or give --servers)</source>
        <translation>Mit --cluster: Scalable Units (oder --servers angeben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --cluster: generic storage appliances on the storage fabric (default: as many as the storage leaves&apos; appliance ports take; 0: none)</source>
        <translation>Mit --cluster: generische Storage-Appliances am Storage-Netz (Standard: so viele, wie die Appliance-Ports der Storage-Leaves aufnehmen; 0: keine)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --cluster: a console server in every rack of switches for their RS-232 consoles (default: yes; no: none, as the reference architectures&apos; tables count)</source>
        <translation>Mit --cluster: ein Konsolenserver in jedem Rack mit Switches für deren RS-232-Konsolen (Standard: yes; no: keiner, wie die Tabellen der Referenzarchitekturen zählen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total GPUs (or give --servers)</source>
        <translation>GPUs insgesamt (oder --servers angeben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total servers (or give --gpus)</source>
        <translation>Server insgesamt (oder --gpus angeben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs per server (default: from --server&apos;s catalog entry, else 8)</source>
        <translation>GPUs pro Server (Standard: aus dem Katalogeintrag von --server, sonst 8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server catalog id, or a rack-scale system&apos;s id (GB200-NVL72: whole racks, wired by compute tray); twin-port server cages count as one module per 2 links</source>
        <translation>Katalog-ID des Servers oder die ID eines Rack-Systems (GB200-NVL72: ganze Racks, nach Compute-Tray verdrahtet); Twin-Port-Käfige eines Servers zählen als ein Modul je 2 Verbindungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rate of each GPU link (default 400G)</source>
        <translation>Rate jeder GPU-Verbindung (Standard 400G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute-fabric links per GPU (default 1, or the server&apos;s ports per rail)</source>
        <translation>Links pro GPU im Compute-Fabric (Standard 1 oder die Ports des Servers pro Rail)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Switch catalog id; ports and rate come from its cages at --link-rate (QM9700: 64 × 400G; SN5600: 64 × 800G or 128 × 400G)</source>
        <translation>Katalog-ID des Switches; Ports und Rate ergeben sich aus seinen Cages bei --link-rate (QM9700: 64 × 400G; SN5600: 64 × 800G oder 128 × 400G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Override: logical ports per switch at --switch-rate</source>
        <translation>Überschreiben: logische Ports pro Switch bei --switch-rate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Override: port rate (default --link-rate)</source>
        <translation>Überschreiben: Portrate (Standard --link-rate)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Override: logical ports per cage (2 for twin-port OSFP; default 1)</source>
        <translation>Überschreiben: logische Ports pro Cage (2 bei Doppelport-OSFP; Standard 1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch tiers (default 2)</source>
        <translation>Switch-Ebenen (Standard 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf ports towards servers</source>
        <translation>Leaf-Ports zu den Servern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf ports towards spines</source>
        <translation>Leaf-Ports zu den Spines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaf downlinks:uplinks target when not given as counts (default 1:1; e.g. 2:1)</source>
        <translation>Ziel für Leaf-Downlinks:Uplinks, wenn nicht als Anzahl angegeben (Standard 1:1; z. B. 2:1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three tiers: spine ports towards leaves (default half)</source>
        <translation>Drei Ebenen: Spine-Ports zu den Leafs (Standard: die Hälfte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiers: spine ports towards cores (default: as many as used downlinks)</source>
        <translation>Drei Ebenen: Spine-Ports zu den Cores (Standard: so viele wie belegte Downlinks)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spines per plane (two tiers) or per pod (three tiers); default: the fewest that divide the uplinks evenly</source>
        <translation>Spines pro Netzebene (zwei Ebenen) oder pro Pod (drei Ebenen); Standard: die kleinste Anzahl, die die Uplinks gleichmäßig teilt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One leaf per rail in every scalable unit</source>
        <translation>Ein Leaf pro Rail in jeder Scalable Unit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Independent identical fabrics (default 1, or one per port of a rail)</source>
        <translation>Unabhängige, gleiche Fabrics (Standard 1 oder eine pro Port einer Rail)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Servers per scalable unit</source>
        <translation>Server pro Scalable Unit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build every leaf, uplink, spine and optic for a whole SU even for fewer servers (growth); without it a smaller cluster is its own SU</source>
        <translation>Jeden Leaf, Uplink, Spine und jede Optik für eine ganze SU aufbauen, auch für weniger Server (Wachstum); ohne diese Option ist ein kleinerer Cluster seine eigene SU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cabling assumption for the hardware counts (default auto)</source>
        <translation>Verkabelungsannahme für die Hardware-Zählung (Standard: auto)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also generate the design (racks, devices, transceivers, cables) and write it to FILE (needs --server and --switch, or --cluster)</source>
        <translation>Auch den Entwurf erzeugen (Racks, Geräte, Transceiver, Kabel) und nach FILE schreiben (braucht --server und --switch, oder --cluster)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --output: servers per rack (default 4, for 8U DGX in 42U)</source>
        <translation>Mit --output: Server pro Rack (Standard 4, für 8-HE-DGX in 42 HE)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With --output: racks per row (default 10)</source>
        <translation>Mit --output: Racks pro Reihe (Standard 10)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --output: network racks in the middle of the racks they serve (default) or at the end</source>
        <translation>Mit --output: Netzwerk-Racks in der Mitte der Racks, die sie bedienen (Standard), oder am Ende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --output: metres added to every cable for routing in racks and cable managers (default 0.5)</source>
        <translation>Mit --output: Meter, die jedem Kabel für die Führung in Racks und Kabelmanagern zugeschlagen werden (Standard 0.5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --output: service-loop metres added to every cable (default 0.3)</source>
        <translation>Mit --output: Meter Servicereserve, die jedem Kabel zugeschlagen werden (Standard 0.3)</translation>
    </message>
    <message>
        <location line="+267"/>
        <source>Port budget of a GPU fabric: switches, links, ports, optics</source>
        <translation>Port-Budget eines GPU-Fabrics: Switches, Verbindungen, Ports, Optiken</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_checkchannel.cpp" line="+50"/>
        <source>check-channel needs the elements of a channel, e.g. rackwright check-channel QM9700 MMA4Z00-NS MFP7E10-N030 MMA4Z00-NS400 MCX75310AAS-NEAT</source>
        <translation>check-channel braucht die Elemente eines Kanals, z. B. rackwright check-channel QM9700 MMA4Z00-NS MFP7E10-N030 MMA4Z00-NS400 MCX75310AAS-NEAT</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>ASSUMED %1</source>
        <translation>ANGENOMMEN %1</translation>
    </message>
    <message>
        <location filename="../app/cli/validationoutput.cpp" line="+49"/>
        <source>--infos must be summary, all or none, not &quot;%1&quot;</source>
        <translation>--infos muss summary, all oder none sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>infos summarised by rule with two examples; --infos all lists them</source>
        <translation>Hinweise nach Regel zusammengefasst, mit je zwei Beispielen; --infos all listet sie alle auf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 error(s), %2 warning(s), %3 info(s), %4 waived</source>
        <translation>%1 Fehler, %2 Warnung(en), %3 Hinweis(e), %4 ausgenommen</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_checkchannel.cpp" line="+7"/>
        <source>Check a chain of catalog parts from end A to end B (host module cord … module host)</source>
        <translation>Eine Kette von Katalogteilen von Ende A bis Ende B prüfen (Host Modul Kabel … Modul Host)</translation>
    </message>
    <message>
        <location filename="../app/cli/validationoutput.cpp" line="-134"/>
        <source>--fail-on must be error, warning or never, not &quot;%1&quot;</source>
        <translation>--fail-on muss error, warning oder never sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_validate.cpp" line="+16"/>
        <source>validate needs exactly one design file: rackwright validate FILE</source>
        <translation>validate braucht genau eine Entwurfsdatei: rackwright validate DATEI</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Check every cabling rule on a design (--fail-on error|warning|never, --infos summary|all|none)</source>
        <translation>Alle Verkabelungsregeln an einem Entwurf prüfen (--fail-on error|warning|never, --infos summary|all|none)</translation>
    </message>
    <message>
        <location filename="../app/cli/validationoutput.cpp" line="+115"/>
        <source>[waived: %1]</source>
        <translation>[ausgenommen: %1]</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="+317"/>
        <source>Review PDF, elevations, port maps, labels, BOM, cable schedule, NetBox CSV</source>
        <translation>Prüf-PDF, Rack-Ansichten, Port-Pläne, Beschriftungen, Stückliste, Kabelplan, NetBox-CSV</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_repair.cpp" line="-15"/>
        <source>repair needs one design file and where to write the result: rackwright repair FILE -o OUT [--drop]</source>
        <translation>repair braucht eine Entwurfsdatei und das Ziel für das Ergebnis: rackwright repair DATEI -o AUSGABE [--drop]</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 has no problems to repair; wrote it to %2.</source>
        <translation>%1 hat keine Probleme, die zu reparieren wären; nach %2 geschrieben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wrote %1: %2 object(s) quarantined, %3 dropped, %4 cable end(s) disconnected.</source>
        <translation>%1 geschrieben: %2 Objekt(e) in Quarantäne, %3 verworfen, %4 Kabelende(n) getrennt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The quarantine section keeps the objects set aside, unchanged, with the reason for each; fix them and move them back into their sections. It needs file format version %1, which Rackwright %2 and later read.</source>
        <translation>Der Quarantäne-Abschnitt bewahrt die beiseitegelegten Objekte unverändert auf, jedes mit seinem Grund; beheben Sie sie und verschieben Sie sie zurück in ihre Abschnitte. Er braucht die Dateiformatversion %1, die Rackwright %2 und neuer lesen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Open a design with broken references, setting the broken objects aside (quarantine, or --drop), and write the result to OUT</source>
        <translation>Einen Entwurf mit defekten Verweisen öffnen, die defekten Objekte beiseitelegen (Quarantäne oder --drop) und das Ergebnis in AUSGABE schreiben</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/cli/commandline.cpp" line="+27"/>
        <source>Usage: rackwright [--verbose] [FILE...]</source>
        <translation>Aufruf: rackwright [--verbose] [DATEI...]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>       rackwright [--verbose] COMMAND [ARGS...]</source>
        <translation>       rackwright [--verbose] BEFEHL [ARGUMENTE...]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Without a command, opens the workbench (with the design FILEs, if given).</source>
        <translation>Ohne Befehl öffnet sich die Werkbank (mit den Entwurfs-DATEIen, falls angegeben).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usage: rackwright-cli [--verbose] COMMAND [ARGS...]</source>
        <translation>Aufruf: rackwright-cli [--verbose] BEFEHL [ARGUMENTE...]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs Rackwright&apos;s commands without the workbench and without any display; &quot;rackwright COMMAND&quot; does the same.</source>
        <translation>Führt die Befehle von Rackwright ohne Werkbank und ohne Bildschirm aus; „rackwright BEFEHL“ tut dasselbe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this help and exit</source>
        <translation>Diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the version and exit</source>
        <translation>Die Version anzeigen und beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log debug messages to the console</source>
        <translation>Debug-Meldungen auf der Konsole ausgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No progress on the terminal (it is shown only on one)</source>
        <translation>Keine Fortschrittsanzeige im Terminal (sie erscheint ohnehin nur in einem Terminal)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exit codes: 0 success, 1 findings at or above the threshold, 2 bad input.</source>
        <translation>Rückgabewerte: 0 Erfolg, 1 Befunde ab der Schwelle, 2 ungültige Eingabe.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>&quot;%1&quot; is a file, not a command; rackwright-cli only runs commands (e.g. rackwright-cli validate %1); &quot;rackwright %1&quot; opens it in the workbench</source>
        <translation>„%1“ ist eine Datei, kein Befehl; rackwright-cli führt nur Befehle aus (z. B. rackwright-cli validate %1); „rackwright %1“ öffnet sie in der Werkbank</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown command or missing file &quot;%1&quot;; run &quot;%2 --help&quot; for the list of commands</source>
        <translation>unbekannter Befehl oder fehlende Datei „%1“; „%2 --help“ zeigt die Liste der Befehle</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Usage: rackwright %1</source>
        <translation>Aufruf: rackwright %1</translation>
    </message>
</context>
<context>
    <name>rackwright::AcceptancePlan</name>
    <message>
        <location filename="../core/export/acceptanceplan.cpp" line="+60"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>from the port plan stored with the design</source>
        <translation>aus dem mit dem Entwurf gespeicherten Port-Plan</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>derived from the design: servers and GPUs from the catalog, the link rate from the transceivers and cages of the server links</source>
        <translation>aus dem Entwurf abgeleitet: Server und GPUs aus dem Katalog, die Verbindungsrate aus den Transceivern und Cages der Serververbindungen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The port budget the design was generated from. The figures are the planner&apos;s; the summary and bill of materials count what the design holds.</source>
        <translation>Das Port-Budget, aus dem der Entwurf erzeugt wurde. Die Kennzahlen stammen vom Planer; Übersicht und Stückliste zählen, was der Entwurf enthält.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPUs / servers</source>
        <translation>GPUs / Server</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs on %2 servers (%3 per server)</source>
        <translation>%1 GPUs auf %2 Servern (%3 pro Server)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Link rate</source>
        <translation>Verbindungsrate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: %2 × %3G logical ports in %4 cages</source>
        <translation>%1: %2 × %3G logische Ports in %4 Cages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1G, %2</source>
        <translation>%1G, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n link(s) per GPU</source>
        <translation>
            <numerusform>%n Verbindung je GPU</numerusform>
            <numerusform>%n Verbindungen je GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 tiers, %2, rail-optimised: %3</source>
        <translation>%1 Ebenen, %2, schienenoptimiert: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n Plane</numerusform>
            <numerusform>%n Planes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves / spines / cores</source>
        <translation>Leafs / Spines / Cores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leaf downlinks / uplinks</source>
        <translation>Leaf-Downlinks / -Uplinks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Links per leaf–spine pair</source>
        <translation>Verbindungen pro Leaf-Spine-Paar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oversubscription (leaf)</source>
        <translation>Überbuchung (Leaf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oversubscription (spine)</source>
        <translation>Überbuchung (Spine)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ports per role</source>
        <translation>Ports pro Rolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ports each</source>
        <translation>Ports je Switch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down used</source>
        <translation>Abwärts belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up used</source>
        <translation>Aufwärts belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cages used</source>
        <translation>Cages belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cages free</source>
        <translation>Cages frei</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Links and hardware per tier</source>
        <translation>Verbindungen und Hardware pro Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical links</source>
        <translation>Logische Verbindungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cages</source>
        <translation>Cages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assemblies</source>
        <translation>Konfektionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Assumptions and notes</source>
        <translation>Annahmen und Hinweise</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not known from the design</source>
        <translation>aus dem Entwurf nicht bekannt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>busbw ≈ %1 (bandwidth bound; large messages)</source>
        <translation>busbw ≈ %1 (Bandbreitengrenze; große Nachrichten)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>busbw ≈ %1 across the fabric, lower if oversubscribed</source>
        <translation>busbw ≈ %1 über das Fabric, weniger bei Überbuchung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>≈ %1 per port; accept ≥ 90 %</source>
        <translation>≈ %1 pro Port; abnehmen bei ≥ 90 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How</source>
        <translation>Vorgehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign-off</source>
        <translation>Abnahme</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1. Local GPU checks (each server)</source>
        <translation>1. Lokale GPU-Prüfungen (jeder Server)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU inventory</source>
        <translation>GPU-Bestand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GPUs per server, %2 servers</source>
        <translation>%1 GPUs pro Server, %2 Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU health diagnostics</source>
        <translation>GPU-Zustandsdiagnose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; no XID errors in the kernel log</source>
        <translation>%1; keine XID-Fehler im Kernel-Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink within the server</source>
        <translation>NVLink innerhalb des Servers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every NVLink up at its rated speed</source>
        <translation>jeder NVLink aktiv mit seiner Nenngeschwindigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. Host-memory RDMA</source>
        <translation>2. RDMA über Host-Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HCA ports up at the link rate</source>
        <translation>HCA-Ports aktiv mit der Verbindungsrate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 compute ports per server Active at %2</source>
        <translation>%1 Compute-Ports pro Server Active mit %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabling matches the design</source>
        <translation>Verkabelung entspricht dem Entwurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 logical links, no unexpected neighbours (compare with the cable schedule)</source>
        <translation>%1 logische Verbindungen, keine unerwarteten Nachbarn (mit dem Kabelplan vergleichen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Point-to-point bandwidth</source>
        <translation>Punkt-zu-Punkt-Bandbreite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error counters</source>
        <translation>Fehlerzähler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no symbol or link-down errors after the runs</source>
        <translation>keine Symbol- oder Link-Down-Fehler nach den Läufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. GPU-memory RDMA (GPUDirect)</source>
        <translation>3. RDMA über GPU-Speicher (GPUDirect)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer-memory module loaded</source>
        <translation>Peer-Memory-Modul geladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-to-GPU bandwidth across the fabric</source>
        <translation>GPU-zu-GPU-Bandbreite über das Fabric</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4. NCCL collectives</source>
        <translation>4. NCCL-Kollektive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-reduce over every GPU (%1 ranks)</source>
        <translation>All-Reduce über alle GPUs (%1 Ranks)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All-to-all over every GPU</source>
        <translation>All-to-All über alle GPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-reduce within each leaf</source>
        <translation>All-Reduce innerhalb jedes Leafs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>busbw ≈ %1</source>
        <translation>busbw ≈ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>5. The application</source>
        <translation>5. Die Anwendung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference workload</source>
        <translation>Referenz-Arbeitslast</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the customer&apos;s training or inference job</source>
        <translation>der Trainings- oder Inferenz-Job des Kunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throughput agreed in the acceptance plan</source>
        <translation>im Abnahmeplan vereinbarter Durchsatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soak run</source>
        <translation>Dauerlauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the reference workload for 24 h</source>
        <translation>die Referenz-Arbeitslast für 24 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no link flaps, no error-counter growth</source>
        <translation>keine Link-Flaps, kein Anstieg der Fehlerzähler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Commission layer by layer: a layer is signed off before the next one starts, so that a failure points at one place. Expected figures are %1; link rates are data rates. NCCL figures are the bandwidth-bound model (nccl-tests busbw, ring) for large messages; measured values are usually somewhat lower, so agree the acceptance threshold with the customer.</source>
        <translation>Schicht für Schicht in Betrieb nehmen: Eine Schicht wird abgenommen, bevor die nächste beginnt, damit ein Fehler auf eine Stelle zeigt. Erwartete Kennzahlen sind %1; Verbindungsraten sind Datenraten. NCCL-Kennzahlen sind das bandbreitenbegrenzte Modell (nccl-tests busbw, Ring) für große Nachrichten; Messwerte liegen meist etwas darunter, vereinbaren Sie die Abnahmeschwelle daher mit dem Kunden.</translation>
    </message>
</context>
<context>
    <name>rackwright::BandwidthCalculator</name>
    <message>
        <location filename="../core/calc/bandwidth.cpp" line="+78"/>
        <source>Formula:</source>
        <translation>Formel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inputs:</source>
        <translation>Eingaben:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumptions:</source>
        <translation>Annahmen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The rate given is the data rate (what &quot;400G&quot; means on Ethernet and InfiniBand ports); no line-coding overhead is subtracted</source>
        <translation>Die angegebene Rate ist die Datenrate (das, was „400G“ bei Ethernet- und InfiniBand-Ports bedeutet); es wird kein Overhead der Leitungskodierung abgezogen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rate given is the data rate; the line rate under %1 is higher: data rate / %2</source>
        <translation>Die angegebene Rate ist die Datenrate; die Leitungsrate unter %1 ist höher: Datenrate / %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rate given is the line rate; usable data rate = line rate × %1 (%2)</source>
        <translation>Die angegebene Rate ist die Leitungsrate; nutzbare Datenrate = Leitungsrate × %1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>KV cache: layers, KV heads, head dimension, tokens, sequences, bytes per element and link rate must all be positive</source>
        <translation>KV-Cache: Schichten, KV-Heads, Head-Dimension, Tokens, Sequenzen, Bytes pro Element und Verbindungsrate müssen alle positiv sein</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>KV-cache size per sequence and prefill → decode transfer time</source>
        <translation>KV-Cache-Größe pro Sequenz und Übertragungszeit Prefill → Decode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per token = 2 (K and V) × layers × KV heads × head dim × bytes per element</source>
        <translation>KV-Bytes pro Token = 2 (K und V) × Schichten × KV-Heads × Head-Dimension × Bytes pro Element</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV bytes per sequence = KV bytes per token × tokens</source>
        <translation>KV-Bytes pro Sequenz = KV-Bytes pro Token × Tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transfer time = latency + sequences × KV bytes per sequence × 8 / data rate</source>
        <translation>Übertragungszeit = Latenz + Sequenzen × KV-Bytes pro Sequenz × 8 / Datenrate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head dimension</source>
        <translation>Head-Dimension</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per element</source>
        <translation>Bytes pro Element</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per sequence</source>
        <translation>Tokens pro Sequenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences moved</source>
        <translation>Übertragene Sequenzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link line rate</source>
        <translation>Leitungsrate der Verbindung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Link data rate</source>
        <translation>Datenrate der Verbindung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency per transfer</source>
        <translation>Latenz pro Übertragung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One-way transfer over a single path; protocol headers (Ethernet/IP/UDP/BTH or InfiniBand LRH/BTH) and congestion are not counted</source>
        <translation>Übertragung in eine Richtung über einen einzigen Pfad; Protokoll-Header (Ethernet/IP/UDP/BTH oder InfiniBand LRH/BTH) und Überlast werden nicht berücksichtigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole cache moves once (no compression, no overlap with compute)</source>
        <translation>Der ganze Cache wird einmal übertragen (keine Kompression, keine Überlappung mit Berechnungen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency not counted (none given)</source>
        <translation>Latenz nicht berücksichtigt (keine angegeben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache per token</source>
        <translation>KV-Cache pro Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache per sequence</source>
        <translation>KV-Cache pro Sequenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache moved</source>
        <translation>Übertragener KV-Cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usable data rate</source>
        <translation>Nutzbare Datenrate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transfer time</source>
        <translation>Übertragungszeit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Storage: the aggregate storage bandwidth must be positive</source>
        <translation>Speicher: Die gesamte Speicherbandbreite muss positiv sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Storage: give a checkpoint size, a dataset size or both</source>
        <translation>Speicher: Geben Sie eine Checkpoint-Größe, eine Datensatzgröße oder beides an</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Storage: sizes, reads per epoch, epoch time and clients cannot be negative</source>
        <translation>Speicher: Größen, Lesevorgänge pro Epoche, Epochendauer und Clients dürfen nicht negativ sein</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Storage bursts: checkpoint write and dataset reads</source>
        <translation>Speicherspitzen: Checkpoint schreiben und Datensatz lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggregate storage bandwidth</source>
        <translation>Gesamte Speicherbandbreite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aggregate bandwidth is sustained for the whole burst and shared evenly; metadata, small-file and cache effects are not counted</source>
        <translation>Die Gesamtbandbreite bleibt während der ganzen Spitze erhalten und wird gleichmäßig geteilt; Metadaten-, Kleindatei- und Cache-Effekte werden nicht berücksichtigt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>checkpoint time = checkpoint size / aggregate storage bandwidth</source>
        <translation>Checkpoint-Zeit = Checkpoint-Größe / gesamte Speicherbandbreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint size</source>
        <translation>Checkpoint-Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint write time</source>
        <translation>Schreibzeit des Checkpoints</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All ranks write their shards at once (a synchronous checkpoint)</source>
        <translation>Alle Ranks schreiben ihre Shards gleichzeitig (ein synchroner Checkpoint)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>data read per epoch = dataset size × reads per epoch</source>
        <translation>gelesene Daten pro Epoche = Datensatzgröße × Lesevorgänge pro Epoche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>epoch read time = data read per epoch / aggregate storage bandwidth</source>
        <translation>Lesezeit pro Epoche = gelesene Daten pro Epoche / gesamte Speicherbandbreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset size</source>
        <translation>Datensatzgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads per epoch</source>
        <translation>Lesevorgänge pro Epoche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read per epoch</source>
        <translation>Gelesene Daten pro Epoche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Epoch read time at full bandwidth</source>
        <translation>Lesezeit pro Epoche bei voller Bandbreite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>required bandwidth = data read per epoch / epoch time</source>
        <translation>benötigte Bandbreite = gelesene Daten pro Epoche / Epochendauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch time</source>
        <translation>Epochendauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth to read the epoch&apos;s data in the epoch time</source>
        <translation>Bandbreite, um die Daten der Epoche innerhalb der Epochendauer zu lesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share of the epoch spent reading at full bandwidth</source>
        <translation>Anteil der Epoche, der bei voller Bandbreite mit Lesen verbracht wird</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>per-client bandwidth = aggregate storage bandwidth / clients</source>
        <translation>Bandbreite pro Client = gesamte Speicherbandbreite / Clients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth per client</source>
        <translation>Bandbreite pro Client</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Units: give a rate, a size or both</source>
        <translation>Einheiten: Geben Sie eine Rate, eine Größe oder beides an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unit conversions: bits and bytes, decimal and binary prefixes, line and data rate, one-way and bidirectional</source>
        <translation>Einheitenumrechnung: Bits und Bytes, dezimale und binäre Präfixe, Leitungs- und Datenrate, eine Richtung und bidirektional</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 byte = 8 bits; k, M, G, T = 10^3, 10^6, 10^9, 10^12; Ki, Mi, Gi, Ti = 2^10, 2^20, 2^30, 2^40</source>
        <translation>1 Byte = 8 Bit; k, M, G, T = 10^3, 10^6, 10^9, 10^12; Ki, Mi, Gi, Ti = 2^10, 2^20, 2^30, 2^40</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>data rate = line rate × coding efficiency (%1 for %2)</source>
        <translation>Datenrate = Leitungsrate × Kodierungseffizienz (%1 für %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bidirectional = 2 × one-way (a full-duplex link carries the rate in each direction at once)</source>
        <translation>bidirektional = 2 × eine Richtung (eine Vollduplex-Verbindung überträgt die Rate gleichzeitig in jede Richtung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line rate</source>
        <translation>Leitungsrate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Data rate</source>
        <translation>Datenrate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rates are one-way per direction unless labelled bidirectional</source>
        <translation>Raten gelten pro Richtung, sofern sie nicht als bidirektional gekennzeichnet sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data rate (one way)</source>
        <translation>Datenrate (eine Richtung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line rate (one way)</source>
        <translation>Leitungsrate (eine Richtung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data rate in bytes (one way)</source>
        <translation>Datenrate in Bytes (eine Richtung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data rate, both directions</source>
        <translation>Datenrate, beide Richtungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size in bytes</source>
        <translation>Größe in Bytes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Size in bits</source>
        <translation>Größe in Bits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decimal (binary)</source>
        <translation>Dezimal (binär)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>transfer time = size × 8 / data rate</source>
        <translation>Übertragungszeit = Größe × 8 / Datenrate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer time at the data rate</source>
        <translation>Übertragungszeit bei der Datenrate</translation>
    </message>
</context>
<context>
    <name>rackwright::BillOfMaterials</name>
    <message>
        <location filename="../core/export/billofmaterials.cpp" line="+19"/>
        <location line="+17"/>
        <location line="+90"/>
        <source>Unknown parts</source>
        <translation>Unbekannte Teile</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adapters</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patch panels and cassettes</source>
        <translation>Patchpanels und Kassetten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other equipment</source>
        <translation>Sonstige Ausrüstung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Direct-attach copper</source>
        <translation>Direct-Attach-Kupfer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active optical cables</source>
        <translation>Aktive optische Kabel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twisted-pair copper</source>
        <translation>Twisted-Pair-Kupfer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fiber trunks</source>
        <translation>Glasfaser-Trunks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fiber splitters and harnesses</source>
        <translation>Glasfaser-Splitter und -Kabelbäume</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fiber cords</source>
        <translation>Glasfaser-Patchkabel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other cables</source>
        <translation>Sonstige Kabel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+56"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Cable assemblies</source>
        <translation>Kabelkonfektionen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not in the catalog</source>
        <translation>nicht im Katalog</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Quantities are what the design places; spares are added per line, rounded up: devices %1 %, transceivers %2 %, cable assemblies %3 %. Parts marked † carry catalog data marked UNCONFIRMED; check them with the vendor before ordering.</source>
        <translation>Die Mengen entsprechen dem, was der Entwurf platziert; Ersatzteile werden pro Zeile aufgerundet hinzugefügt: Geräte %1 %, Transceiver %2 %, Kabelkonfektionen %3 %. Mit † markierte Teile haben als UNBESTÄTIGT gekennzeichnete Katalogdaten; prüfen Sie diese vor der Bestellung beim Hersteller.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufacturer</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spares</source>
        <translation>Ersatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Total %1</source>
        <translation>Gesamt %1</translation>
    </message>
</context>
<context>
    <name>rackwright::CableCandidates</name>
    <message>
        <location filename="../core/editing/cablecandidates.cpp" line="+93"/>
        <source>%1 · %2 m</source>
        <translation>%1 · %2 m</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · UNCONFIRMED</source>
        <translation> · UNBESTÄTIGT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — no findings</source>
        <translation> — keine Befunde</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A cable needs two different ports.</source>
        <translation>Ein Kabel braucht zwei verschiedene Ports.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both ends must be on a port.</source>
        <translation>Beide Enden müssen auf einem Port liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty cage takes the plug of a copper or active cable, a transceiver or patch port takes a fiber: no cable joins the two. Plug a transceiver into the cage first.</source>
        <translation>Ein leerer Cage nimmt den Stecker eines Kupfer- oder Aktivkabels auf, ein Transceiver oder Patch-Port eine Glasfaser: Kein Kabel verbindet beides. Stecken Sie zuerst einen Transceiver in den Cage.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Connect both ends of the cable before replacing its part: the new part is chosen by the ports it joins.</source>
        <translation>Verbinden Sie beide Enden des Kabels, bevor Sie sein Teil ersetzen: Das neue Teil wird nach den Ports gewählt, die es verbindet.</translation>
    </message>
</context>
<context>
    <name>rackwright::CableEdits</name>
    <message>
        <location filename="../core/editing/cableedits.cpp" line="+15"/>
        <source>The cable to replace is no longer in the design.</source>
        <translation>Das zu ersetzende Kabel ist nicht mehr im Design.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No variant of %1 fits cable %2 between its ports over the length it needs; replace it on its own.</source>
        <translation>Keine Variante von %1 passt für Kabel %2 zwischen seinen Ports über die benötigte Länge; ersetzen Sie es einzeln.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Only a cable with two ends can have them swapped.</source>
        <translation>Nur bei einem Kabel mit zwei Enden können die Enden getauscht werden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cable no longer exists.</source>
        <translation>Das Kabel existiert nicht mehr.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End %1 is on this port already.</source>
        <translation>Ende %1 steckt bereits an diesem Port.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End %1 of this cable is on that port.</source>
        <translation>An diesem Port steckt bereits Ende %1 dieses Kabels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another cable is on that port: move or delete it first, or pick a free port.</source>
        <translation>An diesem Port steckt ein anderes Kabel: Verschieben oder löschen Sie es zuerst, oder wählen Sie einen freien Port.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That cage holds a transceiver: a cable plug cannot go in beside it. Pull the transceiver first or pick an empty cage.</source>
        <translation>Dieser Cage enthält einen Transceiver: Ein Kabelstecker passt nicht daneben. Ziehen Sie zuerst den Transceiver oder wählen Sie einen leeren Cage.</translation>
    </message>
</context>
<context>
    <name>rackwright::CableLabels</name>
    <message>
        <location filename="../core/export/cablelabels.cpp" line="+115"/>
        <location line="+1"/>
        <source>(loose)</source>
        <translation>(lose)</translation>
    </message>
</context>
<context>
    <name>rackwright::CableMapGenerator</name>
    <message>
        <location filename="../core/planner/cablemapgenerator.cpp" line="+95"/>
        <source>Generated design: %1 racks, %2 devices, %3 transceivers, %4 cable assemblies</source>
        <translation>Erzeugter Entwurf: %1 Racks, %2 Geräte, %3 Transceiver, %4 Kabelkonfektionen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 links, %2 transceivers, %3 assemblies, longest %4 m</source>
        <translation>%1 Verbindungen, %2 Transceiver, %3 Konfektionen, längste %4 m</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>(%1–%2 m)</source>
        <translation>(%1–%2 m)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Note:</source>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>%1: %2 link(s) would use only one leg of a breakout cable; they use optics and fiber instead</source>
        <translation>%1: %2 Verbindung(en) würden nur einen Abgang eines Breakout-Kabels nutzen; sie verwenden stattdessen Optiken und Glasfaser</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 link(s) need up to %3 m, beyond the reach of the direct-attach copper that fits their cages; they use optics and fiber instead</source>
        <translation>%1: %2 Verbindung(en) brauchen bis zu %3 m, mehr als die Reichweite des zu ihren Cages passenden Direct-Attach-Kupfers; sie verwenden stattdessen Optiken und Glasfaser</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>no %1 transceiver in the catalog fits %2 %3 (%4) at %5G; add one to the user catalog or choose other hardware</source>
        <translation>kein %1-Transceiver im Katalog passt zu %2 %3 (%4) bei %5G; fügen Sie einen zum Benutzerkatalog hinzu oder wählen Sie andere Hardware</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>single-mode</source>
        <translation>Singlemode</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>multimode</source>
        <translation>Multimode</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 to %3 %4 needs %5 m of fiber, more than %6 and %7 reach; lay the hall out with fewer, longer rows (%8) or keep the network racks in the middle%9</source>
        <translation>%1 %2 zu %3 %4 braucht %5 m Glasfaser, mehr als %6 und %7 reichen; teilen Sie die Halle in weniger, längere Reihen auf (%8) oder stellen Sie die Netzwerk-Racks in die Mitte%9</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1: %2 link(s) are longer than multimode optics reach (50 m on OM4); their cages and every cage fiber-joined to them use single-mode DR optics and OS2 cords</source>
        <translation>%1: %2 Verbindung(en) sind länger als die Reichweite von Multimode-Optiken (50 m auf OM4); ihre Cages und alle über Glasfaser mit ihnen verbundenen Cages verwenden Singlemode-DR-Optiken und OS2-Kabel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 cord(s) are longer than the longest NVIDIA cord of their fiber class; generic Type-B MPO-12/APC cords of the same grade are used</source>
        <translation>%1: %2 Kabel sind länger als das längste NVIDIA-Kabel ihrer Faserklasse; es werden generische Typ-B-MPO-12/APC-Kabel derselben Klasse verwendet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 cord(s) are shorter than the other cord of their twin-port module because their optics do not reach that far; the validation checks the length difference (RE-06)</source>
        <translation>%1: %2 Kabel sind kürzer als das andere Kabel ihres Twin-Port-Moduls, weil ihre Optik nicht so weit reicht; die Validierung prüft den Längenunterschied (RE-06)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1-GPU fabric</source>
        <translation>%1-GPU-Fabric</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 × %2, %3 tier(s), %4 plane(s)%5; %6 leaves, %7 spines, %8 cores of %9. Generated from the port plan.</source>
        <translation>%1 × %2, %3 Ebene(n), %4 Netzebene(n)%5; %6 Leafs, %7 Spines, %8 Cores vom Typ %9. Aus dem Port-Plan erzeugt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, rail-optimised</source>
        <translation>, Rail-optimiert</translation>
    </message>
</context>
<context>
    <name>rackwright::CableSchedule</name>
    <message>
        <location filename="../core/export/cableschedule.cpp" line="+20"/>
        <source>planned</source>
        <translation>geplant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>installed</source>
        <translation>installiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decommissioned</source>
        <translation>außer Betrieb</translation>
    </message>
    <message numerus="yes">
        <location line="+120"/>
        <source>%n cable line(s) in installation order (rack by rack, top to bottom). A is the head end of the assembly; breakout legs have a line each. The label column is the identifier printed at the A end; the B-end label reads the other way round.</source>
        <translation>
            <numerusform>%n Kabelzeile in Installationsreihenfolge (Rack für Rack, von oben nach unten). A ist das Kopfende der Konfektion; Breakout-Abgänge haben je eine Zeile. Die Spalte Beschriftung ist die am A-Ende gedruckte Kennung; die Beschriftung am B-Ende liest sich umgekehrt.</numerusform>
            <numerusform>%n Kabelzeilen in Installationsreihenfolge (Rack für Rack, von oben nach unten). A ist das Kopfende der Konfektion; Breakout-Abgänge haben je eine Zeile. Die Spalte Beschriftung ist die am A-Ende gedruckte Kennung; die Beschriftung am B-Ende liest sich umgekehrt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A end</source>
        <translation>Ende A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B end</source>
        <translation>Ende B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
</context>
<context>
    <name>rackwright::Catalog</name>
    <message>
        <location filename="../core/catalog/catalog.cpp" line="+93"/>
        <source>Rackwright catalog file</source>
        <translation>Rackwright-Katalogdatei</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an object with &quot;formatVersion&quot; and &quot;parts&quot;</source>
        <translation>erwartet wird ein Objekt mit &quot;formatVersion&quot; und &quot;parts&quot;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>format version %1 is newer than this version of Rackwright reads (%2); update Rackwright</source>
        <translation>die Formatversion %1 ist neuer als das, was diese Version von Rackwright liest (%2); aktualisieren Sie Rackwright</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected a part object; got %1</source>
        <translation>erwartet wird ein Teile-Objekt; erhalten: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a rack system object; got %1</source>
        <translation>Rack-System-Objekt erwartet; gefunden: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the id &quot;%1&quot; is already in the catalog (%2), so this definition is ignored. Run &quot;rackwright catalog resolve-clashes&quot; once to rename it to a free id such as &quot;%1-%3&quot; and keep both.</source>
        <translation>die ID „%1“ ist bereits im Katalog (%2), daher wird diese Definition ignoriert. Führen Sie einmal „rackwright catalog resolve-clashes“ aus, um sie in eine freie ID wie „%1-%3“ umzubenennen und beide zu behalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a built-in part</source>
        <translation>ein eingebautes Teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from an earlier file</source>
        <translation>aus einer früheren Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id &quot;%1&quot; is already in the catalog; this definition is ignored (rename it to keep both)</source>
        <translation>die ID „%1“ ist bereits im Katalog; diese Definition wird ignoriert (benennen Sie sie um, um beide zu behalten)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the rack system id &quot;%1&quot; is already in the catalog; this definition is ignored (rename it to keep both)</source>
        <translation>die Rack-System-ID „%1“ ist schon im Katalog; diese Definition wird ignoriert (umbenennen, um beide zu behalten)</translation>
    </message>
</context>
<context>
    <name>rackwright::ChannelBuilder</name>
    <message>
        <location filename="../core/channel/channelbuilder.cpp" line="+44"/>
        <location line="+419"/>
        <source>element %1 &quot;%2&quot;</source>
        <translation>Element %1 „%2“</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>%1 cannot start a channel: expected a host, a transceiver or a cable assembly plugged into the host.</source>
        <translation>%1 kann keinen Kanal beginnen: erwartet wird ein Host, ein Transceiver oder eine in den Host gesteckte Kabelkonfektion.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is out of place: a chain is [host] (module | assembly) [cords, adapters, trunks …] [module] [host].</source>
        <translation>%1 steht an falscher Stelle: Eine Kette ist [Host] (Modul | Konfektion) [Kabel, Adapter, Trunks …] [Modul] [Host].</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chain needs a transceiver or a cable assembly after the host.</source>
        <translation>Die Kette braucht nach dem Host einen Transceiver oder eine Kabelkonfektion.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Build the channel</source>
        <translation>Kanal aufbauen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 and %2 are transceivers with nothing between them: add the cord, e.g. MFP7E10-N010.</source>
        <translation>%1 und %2 sind Transceiver ohne etwas dazwischen: Fügen Sie das Kabel hinzu, z. B. MFP7E10-N010.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 joins two cords: put it between two cords or trunks.</source>
        <translation>%1 verbindet zwei Kabel: Setzen Sie es zwischen zwei Kabel oder Trunks.</translation>
    </message>
    <message>
        <location line="+79"/>
        <location line="+176"/>
        <source>%1 has no leg %2.</source>
        <translation>%1 hat keinen Abgang %2.</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>end %1 of %2 (element %3) is left unconnected</source>
        <translation>Ende %1 von %2 (Element %3) bleibt unverbunden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 and %2 need a %3 coupling adapter between them, and the catalog has none: name one between the two cords.</source>
        <translation>%1 und %2 brauchen dazwischen einen %3-Kupplungsadapter, und der Katalog hat keinen: Nennen Sie einen zwischen den beiden Kabeln.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 are joined through %3 (%4)</source>
        <translation>%1 und %2 sind über %3 (%4) verbunden</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: the chain enters at %2, which feeds front ports %3.</source>
        <translation>%1: Die Kette tritt bei %2 ein, der die vorderen Ports %3 speist.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is left by front port %2, where Tx lane 1 arrives (name another port as %3:&lt;port&gt;)</source>
        <translation>%1 wird über den vorderen Port %2 verlassen, an dem Tx-Lane 1 ankommt (geben Sie einen anderen Port als %3:&lt;port&gt; an)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 has no port that takes the %2 plug of %3.</source>
        <translation>%1 hat keinen Port, der den %2-Stecker von %3 aufnimmt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no port leading on from %2.</source>
        <translation>%1 hat keinen Port, der von %2 weiterführt.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 needs a length: write it as %2:&lt;n&gt;m, e.g. %2:10m.</source>
        <translation>%1 braucht eine Länge: Schreiben Sie sie als %2:&lt;n&gt;m, z. B. %2:10m.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is not in the catalog. Use a catalog id (see rackwright catalog list).</source>
        <translation>%1 ist nicht im Katalog. Verwenden Sie eine Katalog-ID (siehe rackwright catalog list).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 has a fixed length; use one of its variants instead of a length suffix.</source>
        <translation>%1: %2 hat eine feste Länge; verwenden Sie statt eines Längensuffixes eine seiner Varianten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 comes in lengths from %3 m to %4 m.</source>
        <translation>%1: %2 gibt es in Längen von %3 m bis %4 m.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot read the suffix &quot;%2&quot;.</source>
        <translation>%1: Das Suffix „%2“ ist nicht lesbar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 is not a splitter; &quot;:leg&quot; needs one.</source>
        <translation>%1: %2 ist kein Splitter; &quot;:leg&quot; braucht einen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 has legs 1 to %3.</source>
        <translation>%1: %2 hat die Abgänge 1 bis %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: &quot;:%2&quot; picks an optical port, and %3 is not a transceiver.</source>
        <translation>%1: &quot;:%2&quot; wählt einen optischen Port, und %3 ist kein Transceiver.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 has optical ports %3.</source>
        <translation>%1: %2 hat die optischen Ports %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name the elements of the channel, from end A to end B.</source>
        <translation>Nennen Sie die Elemente des Kanals, von Ende A bis Ende B.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2) cannot be part of a channel.</source>
        <translation>%1 (%2) kann nicht Teil eines Kanals sein.</translation>
    </message>
</context>
<context>
    <name>rackwright::ChannelNames</name>
    <message>
        <location filename="../core/channel/channelreporter.cpp" line="+145"/>
        <source>(missing transceiver) port %1</source>
        <translation>(fehlender Transceiver) Port %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spare %1 port %2</source>
        <translation>Ersatz-%1 Port %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 port %3</source>
        <translation>%1 %2 Port %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>loose end %1 of %2</source>
        <translation>loses Ende %1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>open port %1 of %2</source>
        <translation>offener Port %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>(missing panel)</source>
        <translation>(fehlendes Panel)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>end %1 of %2 in a cage</source>
        <translation>Ende %1 von %2 in einem Cage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unconnected fibers of %1</source>
        <translation>nicht verbundene Fasern von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Channel %1 → %2</source>
        <translation>Kanal %1 → %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 receptacle (%2)</source>
        <translation>%1-Buchse (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 end %2</source>
        <translation>%1 Ende %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2) port %3</source>
        <translation>%1 (%2) Port %3</translation>
    </message>
</context>
<context>
    <name>rackwright::ChannelTrace</name>
    <message>
        <location filename="../core/channel/channeltrace.cpp" line="+19"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>male (pins)</source>
        <translation>männlich (mit Pins)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>female</source>
        <translation>weiblich</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Tx %1 · Rx %2</source>
        <translation>Tx %1 · Rx %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>End %1 of %2 is not plugged in: the channel stops there.</source>
        <translation>Ende %1 von %2 ist nicht gesteckt: Der Kanal endet dort.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing is patched into %1 port %2: the channel stops there.</source>
        <translation>An %1 Port %2 ist nichts gepatcht: Der Kanal endet dort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fiber is recorded as plugged into a cage; it needs a transceiver there.</source>
        <translation>Die Faser ist als in einen Cage gesteckt erfasst; dort braucht sie einen Transceiver.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None of the start port&apos;s fiber positions continue here.</source>
        <translation>Keine der Faserpositionen des Startports führt hier weiter.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 port %2</source>
        <translation>%1 Port %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty cage</source>
        <translation>leerer Cage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open port</source>
        <translation>offener Port</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loose end %1</source>
        <translation>Loses Ende %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dark</source>
        <translation>dunkel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not plugged in</source>
        <translation>nicht gesteckt</translation>
    </message>
</context>
<context>
    <name>rackwright::ChannelTracePainter</name>
    <message>
        <location filename="../core/export/channeltracepainter.cpp" line="+76"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1 positions at the near port; lines take the TIA-598 colour of their near position; ▶ Tx lane, grey unused.</source>
        <translation>%1 Positionen am nahen Port; Linien tragen die TIA-598-Farbe ihrer Position am nahen Port; ▶ Tx-Lane, grau ungenutzt.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Tx%1</source>
        <translation>Tx%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rx%1</source>
        <translation>Rx%1</translation>
    </message>
    <message numerus="yes">
        <location line="+198"/>
        <source>Length %1 (%n segment(s))</source>
        <translation>
            <numerusform>Länge %1 (%n Segment)</numerusform>
            <numerusform>Länge %1 (%n Segmente)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 matings (the reach figures assume at most %2)</source>
        <translation>%1 Steckverbindungen (die Reichweitenangaben setzen höchstens %2 voraus)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Estimated loss %1 dB (connectors %2 dB + fiber %3 dB); allowance %4 dB</source>
        <translation>Geschätzte Dämpfung %1 dB (Steckverbinder %2 dB + Faser %3 dB); zulässig %4 dB</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lanes not checked: the channel does not reach a transceiver.</source>
        <translation>Lanes nicht geprüft: Der Kanal erreicht keinen Transceiver.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lanes: %1 of %2 Tx lanes land on their Rx lane at the far port</source>
        <translation>Lanes: %1 von %2 Tx-Lanes landen am fernen Port auf ihrer Rx-Lane</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the far port</source>
        <translation>des fernen Ports</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the near port</source>
        <translation>des nahen Ports</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no fiber</source>
        <translation>keiner Faser</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lanes: Tx lane %1 of %2 lands on Tx (%3) at the other end</source>
        <translation>Lanes: Tx-Lane %1 %2 landet am anderen Ende auf Tx (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lanes: Tx lane %1 of %2 lands on another Rx lane (%3)</source>
        <translation>Lanes: Tx-Lane %1 %2 landet auf einer anderen Rx-Lane (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lanes: lane %1 of %2 does not come back on its paired Rx lane</source>
        <translation>Lanes: Lane %1 %2 kommt nicht auf der zugehörigen Rx-Lane zurück</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lanes: Tx lane %1 of %2 lands on %3, which carries no Rx lane</source>
        <translation>Lanes: Tx-Lane %1 %2 landet auf %3, die keine Rx-Lane führt</translation>
    </message>
</context>
<context>
    <name>rackwright::ChannelTracer</name>
    <message>
        <location filename="../core/channel/channeltrace.cpp" line="+70"/>
        <source>Mated</source>
        <translation>Gesteckt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>adapter in port %1</source>
        <translation>Adapter in Port %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>splitter leg %1 (%2)</source>
        <translation>Splitter-Abgang %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>end %1 → %2</source>
        <translation>Ende %1 → %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>port %1 → %2</source>
        <translation>Port %1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>feed-through adapter</source>
        <translation>Durchgangsadapter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cassette harness, %1</source>
        <translation>Kassetten-Kabelbaum, %1</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>%1 is an assembly (%2): its signal does not run over separate fibers, so there is no optical channel to trace. Its limits are checked as a part (RE-01, RE-02).</source>
        <translation>%1 ist eine Kabelkonfektion (%2): Ihr Signal läuft nicht über getrennte Fasern, daher gibt es keinen optischen Kanal zu verfolgen. Ihre Grenzen werden als Teil geprüft (RE-01, RE-02).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a fiber part the catalog knows.</source>
        <translation>%1 ist kein Glasfaserteil, das der Katalog kennt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No transceiver port is reached through %1: plug a transceiver at one of its ends (or at the far side of its panels) to trace the channel.</source>
        <translation>Über %1 wird kein Transceiver-Port erreicht: Stecken Sie an einem seiner Enden (oder auf der anderen Seite seiner Panels) einen Transceiver, um den Kanal zu verfolgen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no optical port.</source>
        <translation>%1 hat keinen optischen Port.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No fiber is plugged into %1.</source>
        <translation>In %1 ist keine Faser gesteckt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds no transceiver, so it starts no optical channel.</source>
        <translation>%1 enthält keinen Transceiver und beginnt daher keinen optischen Kanal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a fiber cable, a cage holding a transceiver or a finding to trace its optical channel.</source>
        <translation>Wählen Sie ein Glasfaserkabel, einen Cage mit Transceiver oder einen Befund, um dessen optischen Kanal zu verfolgen.</translation>
    </message>
</context>
<context>
    <name>rackwright::CheckContext</name>
    <message>
        <location filename="../core/validation/checkcontext.cpp" line="+149"/>
        <location line="+17"/>
        <source>(missing device)</source>
        <translation>(fehlendes Gerät)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in %2 bay %3</source>
        <translation>%1 in %2 Schacht %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 0U front %2</source>
        <translation>%1 0U vorne %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 0U rear %2</source>
        <translation>%1 0U hinten %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unracked %1</source>
        <translation>nicht eingebautes %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(missing transceiver)</source>
        <translation>(fehlender Transceiver)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spare</source>
        <translation>Ersatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 port %3</source>
        <translation>%1 %2 Port %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 port %2</source>
        <translation>%1 Port %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../core/validation/checks_reach.cpp" line="+50"/>
        <source>loose</source>
        <translation>lose</translation>
    </message>
</context>
<context>
    <name>rackwright::Checks</name>
    <message>
        <location filename="../core/validation/checks_cage.cpp" line="+46"/>
        <source>Use %1 instead.</source>
        <translation>Verwenden Sie stattdessen %1.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Use a QSFP112 part such as MMA1Z00-NS400 or MCP7Y10/MCP7Y40 legs.</source>
        <translation>Verwenden Sie ein QSFP112-Teil wie MMA1Z00-NS400 oder Abgänge von MCP7Y10/MCP7Y40.</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>an %1</source>
        <translation>ein %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>ein %1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>%1 is a BlueField-3 %2 cage and accepts QSFP112 plugs only; %3 is %4 plug. %5</source>
        <translation>%1 ist ein BlueField-3-%2-Cage und nimmt nur QSFP112-Stecker auf; %3 ist %4-Stecker. %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes %2 plugs; %3 is %4 plug and does not fit. %5</source>
        <translation>%1 nimmt %2-Stecker auf; %3 ist %4-Stecker und passt nicht. %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use a %1 part.</source>
        <translation>Verwenden Sie ein %1-Teil.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the form factor of %1 or of %2 is not in the catalog.</source>
        <translation>die Bauform von %1 oder von %2 ist nicht im Katalog.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the cage form factor of %1 is UNCONFIRMED (%2).</source>
        <translation>die Cage-Bauform von %1 ist UNBESTÄTIGT (%2).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is a single-port %2-lane cage; %3 is a twin-port (2 x 400G, 8-lane) plug. %4</source>
        <translation>%1 ist ein Einzelport-Cage mit %2 Lanes; %3 ist ein Doppelport-Stecker (2 x 400G, 8 Lanes). %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use a single-port module or a breakout leg.</source>
        <translation>Verwenden Sie ein Einzelport-Modul oder einen Breakout-Abgang.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is a twin-port 8-lane switch cage; %2 is a single-port plug, which NVIDIA does not support in twin-port cages. %3</source>
        <translation>%1 ist ein Doppelport-Switch-Cage mit 8 Lanes; %2 ist ein Einzelport-Stecker, den NVIDIA in Doppelport-Cages nicht unterstützt. %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use a twin-port module such as MMA4Z00-NS.</source>
        <translation>Verwenden Sie ein Doppelport-Modul wie MMA4Z00-NS.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>whether %1 is a twin-port cage is UNCONFIRMED (%2).</source>
        <translation>ob %1 ein Doppelport-Cage ist, ist UNBESTÄTIGT (%2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use a flat-top %1 part (RHS, &quot;-FLT&quot;).</source>
        <translation>Verwenden Sie ein flaches %1-Teil (RHS, &quot;-FLT&quot;).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>twin-port</source>
        <translation>Doppelport</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+7"/>
        <source>single-port</source>
        <translation>Einzelport</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Use the finned (IHS) version of the part.</source>
        <translation>Verwenden Sie die Version des Teils mit Kühlrippen (IHS).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use a flat-top %1 part such as %2.</source>
        <translation>Verwenden Sie ein flaches %1-Teil wie %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use a finned (IHS) part such as %1.</source>
        <translation>Verwenden Sie ein Teil mit Kühlrippen (IHS) wie %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is %2; %3 is %4. %5</source>
        <translation>%1 ist %2; %3 ist %4. %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 end</source>
        <translation>ein %1-Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1 module</source>
        <translation>ein %1-Modul</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the top style match of %1 in %2 relies on UNCONFIRMED data (%3).</source>
        <translation>die passende Oberseitenform von %1 in %2 beruht auf UNBESTÄTIGTEN Daten (%3).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is a finned (IHS) plug and needs the host&apos;s airflow, but %2 (%3) has passive cooling. Use a flat-top (RHS) part with a riding heat sink, or a host with forced airflow.</source>
        <translation>%1 ist ein Stecker mit Kühlrippen (IHS) und braucht den Luftstrom des Hosts, aber %2 (%3) ist passiv gekühlt. Verwenden Sie ein flaches Teil (RHS) mit aufliegendem Kühlkörper oder einen Host mit Zwangsbelüftung.</translation>
    </message>
    <message>
        <location line="+84"/>
        <location line="+12"/>
        <source>spare</source>
        <translation>Ersatz</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Transceiver part &quot;%1&quot; is not in the catalog; its cage fit, lanes, power and protocol cannot be checked. Import the part into the user catalog or embed its definition in the design.</source>
        <translation>Das Transceiver-Teil „%1“ ist nicht im Katalog; Cage-Passung, Lanes, Leistung und Protokoll können nicht geprüft werden. Importieren Sie das Teil in den Benutzerkatalog oder betten Sie seine Definition in den Entwurf ein.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../core/validation/checks_design.cpp" line="+82"/>
        <location line="+136"/>
        <source>The part number %1 is UNCONFIRMED (%2); confirm it with the vendor before ordering.</source>
        <translation>Die Teilenummer %1 ist UNBESTÄTIGT (%2); bestätigen Sie sie vor der Bestellung beim Hersteller.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 sits in cage &quot;%2&quot;, which %3 (%4) does not have. Move it to one of the device&apos;s cages.</source>
        <translation>%1 steckt in Cage „%2“, den %3 (%4) nicht hat. Setzen Sie es in einen der Cages des Geräts um.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is placed in a device that is not in the design. Remove it or plug it into an existing device.</source>
        <translation>%1 steckt in einem Gerät, das nicht im Entwurf ist. Entfernen Sie es oder stecken Sie es in ein vorhandenes Gerät.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(missing device)</source>
        <translation>(fehlendes Gerät)</translation>
    </message>
    <message>
        <location filename="../core/validation/checks_design.cpp" line="-190"/>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>front to rear</source>
        <translation>von vorne nach hinten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear to front</source>
        <translation>von hinten nach vorne</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../core/validation/checks_lanes.cpp" line="+349"/>
        <location line="+14"/>
        <source>loose</source>
        <translation>lose</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cable part &quot;%1&quot; is not in the catalog; its ends, lanes, reach and channel cannot be checked. Import the part into the user catalog or embed its definition in the design.</source>
        <translation>Das Kabelteil „%1“ ist nicht im Katalog; Enden, Lanes, Reichweite und Kanal können nicht geprüft werden. Importieren Sie das Teil in den Benutzerkatalog oder betten Sie seine Definition in den Entwurf ein.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>End %1 of %2 is attached to an object that is no longer in the design. Reconnect it or remove the cable.</source>
        <translation>Ende %1 von %2 hängt an einem Objekt, das nicht mehr im Entwurf ist. Schließen Sie es neu an oder entfernen Sie das Kabel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End %1 of %2 is not connected. Connect it or remove the cable.</source>
        <translation>Ende %1 von %2 ist nicht angeschlossen. Schließen Sie es an oder entfernen Sie das Kabel.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location filename="../core/validation/checksupport.cpp" line="+380"/>
        <source>%1 end %2</source>
        <translation>%1 Ende %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>transceiver %1</source>
        <translation>Transceiver %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is used %2 times (%3); a port or cage takes one connector. Move the extra ones to free ports.</source>
        <translation>%1 wird %2-mal verwendet (%3); ein Port oder Cage nimmt einen Stecker auf. Setzen Sie die übrigen auf freie Ports um.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 holds %2 transceivers (%3); a cage takes one. Remove the extra modules.</source>
        <translation>%1 enthält %2 Transceiver (%3); ein Cage nimmt einen auf. Entfernen Sie die übrigen Module.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Device part &quot;%1&quot; of %2 is not in the catalog; its rack fit, cages and power cannot be checked. Import the part into the user catalog or embed its definition in the design.</source>
        <translation>Das Geräteteil „%1“ von %2 ist nicht im Katalog; Rack-Passung, Cages und Leistung können nicht geprüft werden. Importieren Sie das Teil in den Benutzerkatalog oder betten Sie seine Definition in den Entwurf ein.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 sits in a server that is not in the design. Place it in a server bay or remove it.</source>
        <translation>%1 sitzt in einem Server, der nicht im Entwurf ist. Setzen Sie es in einen Serverschacht oder entfernen Sie es.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+47"/>
        <source>unracked %1</source>
        <translation>nicht eingebautes %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>%1 is in bay &quot;%2&quot;, which %3 (%4) does not have. Move it to one of: %5.</source>
        <translation>%1 sitzt in Schacht „%2“, den %3 (%4) nicht hat. Setzen Sie es in einen dieser Schächte um: %5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Bay %1 of %2 holds %3 adapters (%4); a bay takes one.</source>
        <translation>Schacht %1 von %2 enthält %3 Adapter (%4); ein Schacht nimmt einen auf.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is assigned to a rack that is not in the design. Place it in an existing rack.</source>
        <translation>%1 ist einem Rack zugeordnet, das nicht im Entwurf ist. Bauen Sie es in ein vorhandenes Rack ein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (%2 U) at U%3 does not fit in %4 (U1 to U%5). Move it to a position between U1 and U%6.</source>
        <translation>%1 (%2 HE) an U%3 passt nicht in %4 (U1 bis U%5). Setzen Sie es an eine Position zwischen U1 und U%6.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the height of %1 is UNCONFIRMED (%2); rack-unit checks use %3 U.</source>
        <translation>die Höhe von %1 ist UNBESTÄTIGT (%2); die Höheneinheiten-Prüfungen verwenden %3 HE.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 and %2 occupy the same rack units in %3. Move one of them to free units.</source>
        <translation>%1 und %2 belegen dieselben Höheneinheiten in %3. Setzen Sie eines davon auf freie Einheiten um.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 share rack units on opposite faces, but the depth of %3 is not in the catalog.</source>
        <translation>%1 und %2 teilen sich Höheneinheiten auf gegenüberliegenden Seiten, aber die Tiefe von %3 ist nicht im Katalog.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 share rack units on opposite faces; together they are %3 mm deep but %4 is %5 mm deep. Move one of them to free units.</source>
        <translation>%1 und %2 teilen sich Höheneinheiten auf gegenüberliegenden Seiten; zusammen sind sie %3 mm tief, %4 ist aber %5 mm tief. Setzen Sie eines davon auf freie Einheiten um.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 %2 is configured for split operation, but the %3 cannot split it. Clear the split configuration.</source>
        <translation>%1 %2 ist für aufgeteilten Betrieb konfiguriert, aber der %3 kann ihn nicht aufteilen. Entfernen Sie die Aufteilungskonfiguration.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2 is configured for %3, but the %4 supports only %5 there. Set the cage to %5.</source>
        <translation>%1 %2 ist für %3 konfiguriert, aber der %4 unterstützt dort nur %5. Stellen Sie den Cage auf %5 ein.</translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%1 (%2) moves air %3 while %n other device(s) in %4 move it %5; mixed airflow recirculates hot exhaust. Use the %5 airflow variant of %2 or mount it on the other face.</source>
        <translation>
            <numerusform>%1 (%2) bläst Luft %3, während %n anderes Gerät in %4 sie %5 bläst; gemischter Luftstrom führt heiße Abluft zurück. Verwenden Sie die Luftstromvariante %5 von %2 oder montieren Sie es auf der anderen Seite.</numerusform>
            <numerusform>%1 (%2) bläst Luft %3, während %n andere Geräte in %4 sie %5 blasen; gemischter Luftstrom führt heiße Abluft zurück. Verwenden Sie die Luftstromvariante %5 von %2 oder montieren Sie es auf der anderen Seite.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/validation/checks_fabric.cpp" line="+55"/>
        <location filename="../core/validation/checks_lanes.cpp" line="-351"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 has %2 of uplinks, but the design builds every %3 leaf with %4: a scalable unit that is not full yet still gets all its leaf-spine links, so that its nodes join later without recabling the spines. Add the missing %5 of uplinks, or change the leaf uplinks the design states for the %3 fabric.</source>
        <translation>%1 hat %2 an Uplinks, das Design baut aber jeden Leaf der Fabric %3 mit %4: Eine noch nicht volle Scalable Unit erhält trotzdem alle ihre Leaf-Spine-Verbindungen, damit ihre Knoten später ohne Neuverkabelung der Spines hinzukommen. Ergänzen Sie die fehlenden %5 an Uplinks oder ändern Sie die Leaf-Uplinks, die das Design für die Fabric %3 angibt.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>The %1 fabric&apos;s %2 leaves reach %3 spines; the reference architectures build %2 leaves of %4 ports at %5 Gb/s with %6 spines: the fewest that take every leaf&apos;s %7 uplinks in equal shares. %8.</source>
        <translation>Die %2 Leaves der %1-Fabric erreichen %3 Spines; die Referenzarchitekturen bauen %2 Leaves mit %4 Ports bei %5 Gb/s mit %6 Spines: den wenigsten, die die %7 Uplinks jedes Leafs zu gleichen Teilen aufnehmen. %8.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The extra spines cost switches whose ports stay idle</source>
        <translation>Die zusätzlichen Spines kosten Switches, deren Ports ungenutzt bleiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With fewer spines a leaf&apos;s uplinks cannot be spread evenly, so some spines carry more of its traffic than others</source>
        <translation>Mit weniger Spines lassen sich die Uplinks eines Leafs nicht gleichmäßig verteilen, sodass manche Spines mehr von seinem Verkehr tragen als andere</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the %1 the design plans the %2 fabric for</source>
        <translation>die %1, für die das Design die %2-Fabric plant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the non-blocking 1:1 the reference architectures build the %1 fabric to (the design states no oversubscription for it)</source>
        <translation>das blockierungsfreie 1:1, mit dem die Referenzarchitekturen die %1-Fabric bauen (das Design nennt für sie keine Überbuchung)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 carries %2 towards %3 node ports over %4 of uplinks in %5 links: %6, more than %7. Add uplinks, move node links to a leaf with room, or, if the fabric is meant to be oversubscribed, state its oversubscription for the design.</source>
        <translation>%1 führt %2 zu %3 Knotenports über %4 Uplinks in %5 Links: %6, mehr als %7. Fügen Sie Uplinks hinzu, verlegen Sie Knoten-Links auf einen Leaf mit freien Ports oder nennen Sie, wenn die Fabric überbucht sein soll, ihre Überbuchung für das Design.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the %1 the design plans for the nodes&apos; side</source>
        <translation>die %1, die das Design für die Knotenseite plant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for the nodes&apos; side, the figure NVIDIA&apos;s DGX H100 SuperPOD reference architecture gives (&quot;a ratio near 4:3&quot;; the design states none)</source>
        <translation>%1 für die Knotenseite, der Wert der DGX-H100-SuperPOD-Referenzarchitektur von NVIDIA („a ratio near 4:3“; das Design nennt keinen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 carries %2 towards nodes (%3 links) and %4 towards storage appliances (%5 links) over %6 of uplinks (%7 links); it needs %8: the appliances&apos; side at 1:1 and %9. Add uplinks or move links to a leaf with room, or state the %10 fabric&apos;s oversubscription for the design.</source>
        <translation>%1 führt %2 zu Knoten (%3 Links) und %4 zu Storage-Appliances (%5 Links) über %6 Uplinks (%7 Links); nötig sind %8: die Appliance-Seite mit 1:1 und %9. Fügen Sie Uplinks hinzu oder verlegen Sie Links auf einen Leaf mit freien Ports, oder nennen Sie die Überbuchung der %10-Fabric für das Design.</translation>
    </message>
    <message>
        <location filename="../core/validation/checks_lanes.cpp" line="+8"/>
        <source>no generation</source>
        <translation>keine Generation</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1GbE</source>
        <translation>%1GbE</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>XDR %1G</source>
        <translation>XDR %1G</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NDR 400G</source>
        <translation>NDR 400G</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NDR200</source>
        <translation>NDR200</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>HDR 200G</source>
        <translation>HDR 200G</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HDR100</source>
        <translation>HDR100</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>EDR 100G</source>
        <translation>EDR 100G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1G InfiniBand</source>
        <translation>%1G InfiniBand</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the lane signalling of %1 (%2) is not in the catalog.</source>
        <translation>die Lane-Signalisierung von %1 (%2) ist nicht im Katalog.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 runs %2 lanes; %3 uses %4. NVIDIA hosts and optics do not shift between signalling families (XDR cannot downshift; NDR optics cannot run HDR). Use a %5 part.</source>
        <translation>%1 betreibt %2-Lanes; %3 verwendet %4. NVIDIA-Hosts und -Optiken wechseln nicht zwischen Signalisierungsfamilien (XDR kann nicht herunterschalten; NDR-Optiken können kein HDR). Verwenden Sie ein %5-Teil.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the lane signalling of %1 is UNCONFIRMED (%2).</source>
        <translation>die Lane-Signalisierung von %1 ist UNBESTÄTIGT (%2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 carries %2 lanes but %3 has %4 electrical lanes; the extra lanes would be lost. Use a breakout whose legs carry at most %4 lanes (for example MCP7Y00/MCP7Y10 with two 4-lane legs).</source>
        <translation>%1 führt %2 Lanes, aber %3 hat %4 elektrische Lanes; die übrigen Lanes gingen verloren. Verwenden Sie einen Breakout, dessen Abgänge höchstens %4 Lanes führen (zum Beispiel MCP7Y00/MCP7Y10 mit zwei Abgängen zu 4 Lanes).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 runs Ethernet with %2 at %3; ConnectX-8 supports 800G only as XDR InfiniBand and at most 2 x 400GbE on Ethernet. Configure the port for InfiniBand, or use a 2 x 400G plug for Ethernet.</source>
        <translation>%1 betreibt Ethernet mit %2 bei %3; ConnectX-8 unterstützt 800G nur als XDR-InfiniBand und bei Ethernet höchstens 2 x 400GbE. Konfigurieren Sie den Port für InfiniBand oder verwenden Sie für Ethernet einen 2-x-400G-Stecker.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>port %1 split 1:%2 into %2 x %3</source>
        <translation>Port %1 1:%2 aufgeteilt in %2 x %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>port %1 runs %2 on a split leg (%3 of %4 lanes lit)</source>
        <translation>Port %1 betreibt %2 auf einem aufgeteilten Abgang (%3 von %4 Lanes aktiv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>port %1 %2</source>
        <translation>Port %1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 in %2: twin-port module, two independent %3 ports (%4 lanes x %5 each): %6. Capacity 2 x %3 (%7 in total), not 2 x %7.</source>
        <translation>%1 in %2: Doppelport-Modul, zwei unabhängige %3-Ports (je %4 Lanes x %5): %6. Kapazität 2 x %3 (insgesamt %7), nicht 2 x %7.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in %2: %3 (%4 lanes x %5)%6.</source>
        <translation>%1 in %2: %3 (%4 Lanes x %5)%6.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, limited to %1 by the host</source>
        <translation>, vom Host auf %1 begrenzt</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 cannot be split, but %2 port(s) %3 feed fiber splitters. Use straight fibers, or a split-capable switch cage.</source>
        <translation>%1 kann nicht aufgeteilt werden, aber %2 Port(s) %3 speisen Glasfaser-Splitter. Verwenden Sie gerade Fasern oder einen aufteilbaren Switch-Cage.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 port(s) %2 of %3 feed fiber splitters; %4 does not detect split cables automatically. Configure %5 for split operation (system profile and port type) and mark the cage split-configured.</source>
        <translation>%1 Port(s) %2 von %3 speisen Glasfaser-Splitter; %4 erkennt aufgeteilte Kabel nicht automatisch. Konfigurieren Sie %5 für aufgeteilten Betrieb (Systemprofil und Porttyp) und markieren Sie den Cage als aufgeteilt konfiguriert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is configured for split operation but %2 carries straight fibers; those links will not come up at full speed. Clear the split configuration or use splitter fibers.</source>
        <translation>%1 ist für aufgeteilten Betrieb konfiguriert, aber %2 führt gerade Fasern; diese Verbindungen kommen nicht mit voller Geschwindigkeit hoch. Entfernen Sie die Aufteilungskonfiguration oder verwenden Sie Splitter-Fasern.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (%2 electrical) and %3 (%4 electrical) differ on the host side, but both run %5 at %6 on the fiber; the retimed optics bridge the lane rates.</source>
        <translation>%1 (%2 elektrisch) und %3 (%4 elektrisch) unterscheiden sich auf der Host-Seite, betreiben aber beide %5 bei %6 auf der Faser; die Optiken mit Retimer überbrücken die Lane-Raten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 uses %2 optics (%3) and the far end %4 uses %5 (%6); optics do not shift between signalling families (NDR cannot downshift to HDR, XDR cannot downshift at all). Use matching optics at both ends, or an HDR-flavour twin-port cable (MCP7Y60/MCP7Y70/MFA7U10) to reach HDR ports.</source>
        <translation>%1 verwendet %2-Optiken (%3) und das ferne Ende %4 verwendet %5 (%6); Optiken wechseln nicht zwischen Signalisierungsfamilien (NDR kann nicht auf HDR herunterschalten, XDR überhaupt nicht). Verwenden Sie an beiden Enden passende Optiken oder ein Doppelport-Kabel in HDR-Ausführung (MCP7Y60/MCP7Y70/MFA7U10), um HDR-Ports zu erreichen.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 between %2 and %3: RS-232 serial console line.</source>
        <translation>%1 zwischen %2 und %3: serielle RS-232-Konsolenleitung.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 between %2 and %3: BASE-T copper, up to %4 (the slower port&apos;s maximum).</source>
        <translation>%1 zwischen %2 und %3: BASE-T-Kupfer, bis zu %4 (das Maximum des langsameren Ports).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 between %2 and %3: BASE-T copper; the ports do not state their speed.</source>
        <translation>%1 zwischen %2 und %3: BASE-T-Kupfer; die Ports geben ihre Geschwindigkeit nicht an.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 between %2 and %3: %4 (%5 lanes x %6).</source>
        <translation>%1 zwischen %2 und %3: %4 (%5 Lanes x %6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2 x %1</source>
        <translation>2 x %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 to %2: %3</source>
        <translation>%1 zu %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 from %2: 1:%3 breakout of %4 lanes x %5; %6.</source>
        <translation>%1 von %2: 1:%3-Breakout von %4 Lanes x %5; %6.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cannot be split, but the head of breakout %2 is plugged into it. Use a straight cable, or a split-capable switch cage.</source>
        <translation>%1 kann nicht aufgeteilt werden, aber der Kopf des Breakouts %2 steckt darin. Verwenden Sie ein gerades Kabel oder einen aufteilbaren Switch-Cage.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 carries the head of breakout %2; %3 does not detect split cables automatically. Configure %4 for split operation (system profile and port type) and mark the cage split-configured.</source>
        <translation>%1 trägt den Kopf des Breakouts %2; %3 erkennt aufgeteilte Kabel nicht automatisch. Konfigurieren Sie %4 für aufgeteilten Betrieb (Systemprofil und Porttyp) und markieren Sie den Cage als aufgeteilt konfiguriert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is configured for split operation but carries the straight cable %2; the link will not come up at full speed. Clear the split configuration or use a breakout cable.</source>
        <translation>%1 ist für aufgeteilten Betrieb konfiguriert, trägt aber das gerade Kabel %2; die Verbindung kommt nicht mit voller Geschwindigkeit hoch. Entfernen Sie die Aufteilungskonfiguration oder verwenden Sie ein Breakout-Kabel.</translation>
    </message>
    <message>
        <location filename="../core/validation/checks_power.cpp" line="+14"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>%1 (%2) draws up to %3 at full load%4; the rack&apos;s power limit is %5. Raise the limit to %3 where the hall&apos;s feed and liquid loop allow it, or place the system where they do.</source>
        <translation>%1 (%2) nimmt bei Volllast bis zu %3 auf%4; die Leistungsgrenze des Racks ist %5. Heben Sie die Grenze auf %3 an, wo Einspeisung und Flüssigkeitskreislauf der Halle es erlauben, oder stellen Sie das System dort auf, wo sie es tun.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (UNCONFIRMED: %1)</source>
        <translation> (UNBESTÄTIGT: %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> No power data for %1 (not counted).</source>
        <translation> Keine Leistungsdaten für %1 (nicht gezählt).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the power of %1</source>
        <translation>die Leistung von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the weight of %1</source>
        <translation>das Gewicht von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> Counted from UNCONFIRMED catalog data: %1.</source>
        <translation> Aus UNBESTÄTIGTEN Katalogdaten gezählt: %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the power class of %1 (%2) is not known%3, and %4 has no power figure in the catalog.</source>
        <translation>die Leistungsklasse von %1 (%2) ist nicht bekannt%3, und für %4 hat der Katalog keine Leistungsangabe.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the power class of %1 (%2) is not known%3; %4 draws up to %5.</source>
        <translation>die Leistungsklasse von %1 (%2) ist nicht bekannt%3; %4 nimmt bis zu %5 auf.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no power figure in the catalog; %2 allows %3.</source>
        <translation>%1 hat keinen Leistungswert im Katalog; %2 erlaubt %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 draws up to %2; %3 is rated for %4 (cage power class). Use a lower-power part or a cage with a higher power class.%5</source>
        <translation>%1 nimmt bis zu %2 auf; %3 ist für %4 ausgelegt (Leistungsklasse des Cages). Verwenden Sie ein Teil mit geringerer Leistung oder einen Cage mit höherer Leistungsklasse.%5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (UNCONFIRMED data: %1)</source>
        <translation> (UNBESTÄTIGTE Daten: %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2) fits the %3 class of %4 only by UNCONFIRMED data (%5).</source>
        <translation>%1 (%2) passt nur nach UNBESTÄTIGTEN Daten in die Klasse %3 von %4 (%5).</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n transceiver(s) %1</source>
        <translation>
            <numerusform>%n Transceiver %1</numerusform>
            <numerusform>%n Transceiver %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>active cable ends %1</source>
        <translation>aktive Kabelenden %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n adapter(s)</source>
        <translation>
            <numerusform>%n Adapter</numerusform>
            <numerusform>%n Adapter</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 maximum, %3 typical%4.%5</source>
        <translation>%1: %2 maximal, %3 typisch%4.%5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (including %1)</source>
        <translation> (einschließlich %1)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source> Limits: %1, %2.</source>
        <translation> Grenzen: %1, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no power limit</source>
        <translation>keine Leistungsgrenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no weight limit</source>
        <translation>keine Gewichtsgrenze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> The %1 counts at its full-load figure, %2, for its members, typical included (no typical figure is published).</source>
        <translation> Das %1 zählt für seine Mitglieder mit seinem Volllastwert %2, auch als typischer Wert (ein typischer Wert ist nicht veröffentlicht).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> No weight data for %1.</source>
        <translation> Keine Gewichtsdaten für %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 maximum, %3 typical, %4 in %n device(s).%5%6%7</source>
        <translation>
            <numerusform>%1: %2 maximal, %3 typisch, %4 in %n Gerät.%5%6%7</numerusform>
            <numerusform>%1: %2 maximal, %3 typisch, %4 in %n Geräten.%5%6%7</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 draws up to %2 with every device at maximum; its power limit is %3. Move devices to another rack or raise the limit if the PDUs and cooling allow it.</source>
        <translation>%1 nimmt bis zu %2 auf, wenn alle Geräte am Maximum laufen; seine Leistungsgrenze ist %3. Verlegen Sie Geräte in ein anderes Rack oder erhöhen Sie die Grenze, wenn PDUs und Kühlung es erlauben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 holds %2 of equipment; its load limit is %3. Move devices to another rack.</source>
        <translation>%1 trägt %2 an Ausrüstung; seine Traglast ist %3. Verlegen Sie Geräte in ein anderes Rack.</translation>
    </message>
    <message>
        <location filename="../core/validation/checks_protocol.cpp" line="+68"/>
        <source>Cable a switch&apos;s or server&apos;s console to %1 with a console cable</source>
        <translation>Verbinden Sie die Konsole eines Switches oder Servers mit einem Konsolenkabel mit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cable %1 to a console server&apos;s port with a console cable</source>
        <translation>Verbinden Sie %1 mit einem Konsolenkabel mit einem Port eines Konsolenservers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is an RS-232 serial console port and %2 runs %3: a console line does not run to a network port. %4, and %2 to a switch of its network.</source>
        <translation>%1 ist ein serieller RS-232-Konsolenport und %2 läuft mit %3: Eine Konsolenleitung endet an keinem Netzwerkport. %4, und %2 mit einem Switch seines Netzes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 runs %2 and %3 runs %4; %2 and %4 do not interoperate. Configure both ends for the same protocol, or connect %3 to an %2 fabric.</source>
        <translation>%1 läuft mit %2 und %3 mit %4; %2 und %4 arbeiten nicht zusammen. Konfigurieren Sie beide Enden für dasselbe Protokoll oder verbinden Sie %3 mit einem %2-Fabric.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2) defaults to %3, but the fabric at %4 is %5. Set the port to %5 (for example with mlxconfig LINK_TYPE) and record it in the cage configuration.</source>
        <translation>%1 (%2) verwendet standardmäßig %3, aber das Fabric an %4 ist %5. Stellen Sie den Port auf %5 (zum Beispiel mit mlxconfig LINK_TYPE) und tragen Sie das in der Cage-Konfiguration ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no protocol</source>
        <translation>kein Protokoll</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 supports only %2, but the link from %3 to %4 runs %5. Use a part that supports %5.</source>
        <translation>%1 unterstützt nur %2, aber die Verbindung von %3 zu %4 betreibt %5. Verwenden Sie ein Teil, das %5 unterstützt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is %2 (%3) and %4 is %5 (%6); InfiniBand generations do not negotiate across optics. Use the same generation at both ends; NDR reaches HDR ports only through the HDR-flavour twin-port cables (MCP7Y60, MCP7Y70, MFA7U10).</source>
        <translation>%1 ist %2 (%3) und %4 ist %5 (%6); InfiniBand-Generationen handeln über Optiken hinweg nichts aus. Verwenden Sie an beiden Enden dieselbe Generation; NDR erreicht HDR-Ports nur über die Doppelport-Kabel in HDR-Ausführung (MCP7Y60, MCP7Y70, MFA7U10).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 runs %2; %3 supports only %4 (&quot;-T&quot; parts are documented for Spectrum-4 Ethernet only). %5</source>
        <translation>%1 betreibt %2; %3 unterstützt nur %4 (&quot;-T&quot;-Teile sind nur für Spectrum-4-Ethernet dokumentiert). %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use a part that supports %1.</source>
        <translation>Verwenden Sie ein Teil, das %1 unterstützt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use %1.</source>
        <translation>Verwenden Sie %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the protocols of %1 are UNCONFIRMED (%2).</source>
        <translation>die Protokolle von %1 sind UNBESTÄTIGT (%2).</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 runs %2; %3 supports only %4. Use a part that supports %2.</source>
        <translation>%1 betreibt %2; %3 unterstützt nur %4. Verwenden Sie ein Teil, das %2 unterstützt.</translation>
    </message>
    <message>
        <location filename="../core/validation/checksupport.cpp" line="-146"/>
        <source>finned (IHS)</source>
        <translation>mit Kühlrippen (IHS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>flat-top (RHS)</source>
        <translation>flach (RHS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unspecified top</source>
        <translation>Oberseite nicht angegeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an air-cooled cage for finned (IHS) plugs</source>
        <translation>ein luftgekühlter Cage für Stecker mit Kühlrippen (IHS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a flat-top (RHS) cage</source>
        <translation>ein Cage für flache Stecker (RHS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a cage without thermal data</source>
        <translation>ein Cage ohne thermische Daten</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>%1 not verified: %2</source>
        <translation>%1 nicht geprüft: %2</translation>
    </message>
    <message>
        <location filename="../core/validation/checks_platform.cpp" line="+67"/>
        <location line="+416"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location line="-371"/>
        <source>Cable %1 joins %2 on plane %3 to %4 on plane %5: the planes of a twin-plane fabric are disjoint, so that a job survives on one plane when the other fails. Connect it to a switch of plane %3, or correct the switch&apos;s plane.</source>
        <translation>Kabel %1 verbindet %2 auf Ebene %3 mit %4 auf Ebene %5: Die Ebenen eines Fabrics mit zwei Ebenen sind getrennt, damit ein Job auf einer Ebene weiterläuft, wenn die andere ausfällt. Schließen Sie es an einen Switch der Ebene %3 an, oder korrigieren Sie die Ebene des Switches.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cable %1 is on plane %2, but %3 at its end %4 serves plane %5. Connect it to a switch of plane %2, or correct the cable&apos;s plane.</source>
        <translation>Kabel %1 liegt auf Ebene %2, aber %3 an seinem Ende %4 gehört zu Ebene %5. Schließen Sie es an einen Switch der Ebene %2 an, oder korrigieren Sie die Ebene des Kabels.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 is cabled (cable %2), but NVIDIA&apos;s reference architectures leave this port unused. Remove the cable, or waive the finding if the site uses the port on purpose.</source>
        <translation>%1 ist verkabelt (Kabel %2), aber die Referenzarchitekturen von NVIDIA lassen diesen Port unbelegt. Entfernen Sie das Kabel, oder nehmen Sie den Befund aus, wenn der Standort den Port bewusst nutzt.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is in bay %2 of %3, which serves %4 (an HGX 2-8-9 node: eight SuperNICs on the compute fabric, one DPU on the north-south networks), but cable %5 puts it on the %6 network. Connect it to a switch of the %4 network, move the link to an adapter of that role, or correct the cable&apos;s network.</source>
        <translation>%1 sitzt in Steckplatz %2 von %3, der %4 dient (ein HGX-2-8-9-Knoten: acht SuperNICs am Compute-Fabric, eine DPU an den Nord-Süd-Netzen), aber Kabel %5 legt ihn in das Netz %6. Schließen Sie ihn an einen Switch des Netzes %4 an, legen Sie die Verbindung auf einen Adapter dieser Rolle, oder korrigieren Sie das Netz des Kabels.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is an out-of-band management port, but cable %2 puts it on the %3 network. Connect it to an out-of-band management switch, or correct the cable&apos;s network.</source>
        <translation>%1 ist ein Out-of-Band-Management-Port, aber Kabel %2 legt ihn in das Netzwerk %3. Schließen Sie ihn an einen Out-of-Band-Management-Switch an, oder korrigieren Sie das Netzwerk des Kabels.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cable %1 is on the out-of-band management network, but %2 is meant for %3. Out-of-band management reaches only BMC and management ports: move the cable to the device&apos;s management port, or correct the cable&apos;s network.</source>
        <translation>Kabel %1 liegt im Out-of-Band-Management-Netzwerk, aber %2 ist für %3 vorgesehen. Das Out-of-Band-Management erreicht nur BMC- und Management-Ports: Stecken Sie das Kabel auf den Management-Port des Geräts um, oder korrigieren Sie das Netzwerk des Kabels.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is meant for %2, but cable %3 puts it on the %4 network. Connect it to a switch of the %2 network, or correct the cable&apos;s network.</source>
        <translation>%1 ist für %2 vorgesehen, aber Kabel %3 legt ihn in das Netzwerk %4. Schließen Sie ihn an einen Switch des Netzwerks %2 an, oder korrigieren Sie das Netzwerk des Kabels.</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>The %n links of %1 on the %2 network (%3) all land on %4: put one of them on another switch of the %2 network, so that one switch failure does not cut the node off.</source>
        <translation>
            <numerusform>Der %n Link von %1 im Netzwerk %2 (%3) endet an %4: Legen Sie einen Link auf einen anderen Switch des Netzwerks %2, damit der Ausfall eines Switches den Knoten nicht abschneidet.</numerusform>
            <numerusform>Die %n Links von %1 im Netzwerk %2 (%3) enden alle an %4: Legen Sie einen davon auf einen anderen Switch des Netzwerks %2, damit der Ausfall eines Switches den Knoten nicht abschneidet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 has only one link on the %2 network (%3) while ports meant for it are free (%4): connect one of them to another switch of the %2 network, so that one switch failure does not cut the node off.</source>
        <translation>%1 hat nur einen Link im Netzwerk %2 (%3), während dafür vorgesehene Ports frei sind (%4): Schließen Sie einen davon an einen anderen Switch des Netzwerks %2 an, damit der Ausfall eines Switches den Knoten nicht abschneidet.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Both legs of %1 port %2 (rail %3) land on plane %4 (%5 and %6): the legs of a twin-plane port go one to each plane, so that the GPU keeps half its bandwidth when a plane fails. Move one leg to the rail-%3 leaf of the other plane.</source>
        <translation>Beide Zweige von %1 Port %2 (Rail %3) enden in Ebene %4 (%5 und %6): Die Zweige eines Twin-Plane-Ports gehen je in eine Ebene, damit die GPU bei Ausfall einer Ebene die halbe Bandbreite behält. Verbinden Sie einen Zweig mit dem Rail-%3-Leaf der anderen Ebene.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>UFM appliance %1 reaches no InfiniBand switch: the subnet manager reaches its fabric only through its InfiniBand ports. Connect %2 to a leaf of the fabric it manages.</source>
        <translation>Die UFM-Appliance %1 erreicht keinen InfiniBand-Switch: Der Subnet-Manager erreicht sein Fabric nur über seine InfiniBand-Ports. Schließen Sie %2 an einen Leaf des Fabrics an, das er verwaltet.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The UFM high-availability pair %1 and %2 reaches the InfiniBand fabric only through %3: one switch failure takes both subnet managers off the fabric. Connect %2 to another switch of the same tier.</source>
        <translation>Das UFM-Hochverfügbarkeitspaar %1 und %2 erreicht das InfiniBand-Fabric nur über %3: Der Ausfall eines Switches trennt beide Subnet-Manager vom Fabric. Schließen Sie %2 an einen anderen Switch derselben Ebene an.</translation>
    </message>
    <message>
        <location filename="../core/validation/checks_rails.cpp" line="+137"/>
        <source>%1 port %9 (rail %2) lands on %3 %4 port %5, but %3 is the leaf of rail %6 (%7 of its %8 node links): a rail-optimised fabric keeps each rail on its own leaves, so that same-rail traffic stays one hop. Move the link to a rail-%2 leaf of the node&apos;s scalable unit, or waive the finding if the fabric is not rail-optimised.</source>
        <translation>%1 Port %9 (Rail %2) endet an %3 %4 Port %5, aber %3 ist das Leaf von Rail %6 (%7 seiner %8 Knotenverbindungen): Ein rail-optimiertes Fabric hält jede Rail auf eigenen Leafs, damit Verkehr derselben Rail einen Hop bleibt. Verlegen Sie die Verbindung auf ein Leaf der Rail %2 in der Scalable Unit des Knotens, oder nehmen Sie den Befund aus, wenn das Fabric nicht rail-optimiert ist.</translation>
    </message>
    <message>
        <location filename="../core/validation/checks_racksystem.cpp" line="+34"/>
        <source>%1 is the rack-scale system &quot;%2&quot;, which this catalog does not know; its trays and power cannot be checked. Open the design where that system is in the catalog (a newer Rackwright or the user catalog it was made with).</source>
        <translation>%1 ist das Rack-Scale-System „%2“, das dieser Katalog nicht kennt; seine Trays und seine Leistung können nicht geprüft werden. Öffnen Sie den Entwurf dort, wo das System im Katalog ist (ein neueres Rackwright oder der Benutzerkatalog, mit dem er erstellt wurde).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2) is %3 U high as the product is; the rack says %4 U. Set its height back to %3 U.</source>
        <translation>%1 (%2) ist wie das Produkt %3 HE hoch; das Rack gibt %4 HE an. Setzen Sie die Höhe auf %3 HE zurück.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 sits at U%2 of %3 (%4), but its place is U%5, as %6. Restore System Members on the rack&apos;s context menu moves it back.</source>
        <translation>%1 sitzt in HE %2 von %3 (%4), sein Platz ist aber HE %5 als %6. „Systemmitglieder wiederherstellen“ im Kontextmenü des Racks setzt es zurück.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 sits at U%2 of %3 (%4): the system is a fixed product with no room for other devices, and fabric switches go in racks of their own. Move %1 to another rack.</source>
        <translation>%1 sitzt in HE %2 von %3 (%4): Das System ist ein festes Produkt ohne Platz für andere Geräte, und Fabric-Switches gehören in eigene Racks. Verschieben Sie %1 in ein anderes Rack.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (%2) lacks %3, its %4 at U%5: the system ships with every tray, shelf and switch in place. Restore System Members on the rack&apos;s context menu puts it back at U%5.</source>
        <translation>%1 (%2) fehlt %3, sein(e) %4 in HE %5: Das System wird mit jedem Tray, Shelf und Switch an seinem Platz geliefert. „Systemmitglieder wiederherstellen“ im Kontextmenü des Racks setzt es wieder in HE %5 ein.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2) is racked in %3, an ordinary rack: it works only inside its rack-scale system, which brings the NVLink spine, the bus bar and the liquid manifolds. Add the system with Tools ▸ Add Rack… and its Type, and keep spare trays unracked.</source>
        <translation>%1 (%2) ist in %3 eingebaut, einem gewöhnlichen Rack: Es arbeitet nur in seinem Rack-Scale-System, das den NVLink-Spine, die Stromschiene und die Flüssigkeitsverteiler mitbringt. Fügen Sie das System mit Werkzeuge ▸ Rack hinzufügen… und seinem Typ hinzu, und lassen Sie Ersatz-Trays uneingebaut.</translation>
    </message>
    <message>
        <location filename="../core/validation/checks_controlplane.cpp" line="+128"/>
        <source>%1 is a management node (no port for the compute fabric) on out-of-band management only: the reference architectures put head and management nodes on in-band management too, from where they provision and monitor the cluster. Connect one of its data ports to an in-band management switch.</source>
        <translation>%1 ist ein Management-Knoten (kein Port für das Compute-Fabric) nur im Out-of-Band-Management: Die Referenzarchitekturen binden Head- und Management-Knoten auch an das In-Band-Management an, von wo aus sie den Cluster bereitstellen und überwachen. Verbinden Sie einen seiner Datenports mit einem In-Band-Management-Switch.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 is on in-band management, but none of its management ports (%2) is on out-of-band management: without it the node cannot be powered, reinstalled or reached on its console when the in-band path fails. Connect %3 to an out-of-band management switch.</source>
        <translation>%1 ist im In-Band-Management, aber keiner seiner Management-Ports (%2) ist im Out-of-Band-Management: Ohne ihn lässt sich der Knoten nicht ein- und ausschalten, neu installieren oder über die Konsole erreichen, wenn der In-Band-Pfad ausfällt. Verbinden Sie %3 mit einem Out-of-Band-Management-Switch.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Cable %1 joins a firewall&apos;s data port to %2, a switch of the %3 network: the compute, storage and out-of-band networks are never reachable from the customer side. Connect the firewall to border leaves or the in-band edge.</source>
        <translation>Kabel %1 verbindet einen Datenport einer Firewall mit %2, einem Switch des Netzes %3: Compute-, Storage- und Out-of-Band-Netz sind von der Kundenseite nie erreichbar. Verbinden Sie die Firewall mit Border-Leaves oder dem In-Band-Rand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cable %1 joins %2, a switch of the %3 network, to the customer uplink: the compute, storage and out-of-band networks are never reachable from outside. Customer links leave from border leaves or the in-band edge, through a firewall.</source>
        <translation>Kabel %1 verbindet %2, einen Switch des Netzes %3, mit dem Kunden-Uplink: Compute-, Storage- und Out-of-Band-Netz sind von außen nie erreichbar. Kundenverbindungen verlassen den Cluster über Border-Leaves oder den In-Band-Rand, durch eine Firewall.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cable %1 puts the data port %2 of firewall %3 on the %4 network: the customer side reaches only the in-band edge. Connect the firewall to border leaves or the in-band edge, or correct the cable&apos;s network.</source>
        <translation>Kabel %1 legt den Datenport %2 der Firewall %3 in das Netz %4: Die Kundenseite erreicht nur den In-Band-Rand. Verbinden Sie die Firewall mit Border-Leaves oder dem In-Band-Rand, oder korrigieren Sie das Netz des Kabels.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cable %1 is on the customer uplink network but passes no firewall: route the customer link through the firewall pair at the boundary (the in-band edge or border leaves to the firewall&apos;s inside ports, its outside ports to the site).</source>
        <translation>Kabel %1 liegt im Kunden-Uplink-Netz, führt aber über keine Firewall: Führen Sie die Kundenverbindung über das Firewall-Paar an der Grenze (In-Band-Rand oder Border-Leaves an die inneren Ports der Firewall, ihre äußeren Ports zum Standort).</translation>
    </message>
</context>
<context>
    <name>rackwright::ClusterGenerator</name>
    <message>
        <location filename="../core/planner/supportbuilder.cpp" line="+161"/>
        <source>the cluster needs %1, which the catalog does not have; add it to the user catalog</source>
        <translation>der Cluster braucht %1, das der Katalog nicht enthält; im Benutzerkatalog ergänzen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the management racks outgrew the slots planned for them</source>
        <translation>die Management-Racks brauchen mehr Stellplätze als für sie geplant</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>%1 (%2) has no port %3 at %4G; the cluster preset needs more ports than the part has</source>
        <translation>%1 (%2) hat keinen Port %3 bei %4G; die Cluster-Vorlage braucht mehr Ports, als das Teil hat</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 %2 to %3 %4 needs %5 m, longer than the longest %6 in the catalog; lay the hall out with fewer, longer rows (%7)</source>
        <translation>%1 %2 zu %3 %4 braucht %5 m, mehr als das längste %6 im Katalog; die Halle mit weniger, längeren Reihen anlegen (%7)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>no transceiver in the catalog fits %1 %2 (%3); add one to the user catalog</source>
        <translation>kein Transceiver im Katalog passt in %1 %2 (%3); einen im Benutzerkatalog ergänzen</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 %2 to %3 %4 needs %5 m of fiber, more than %6 and %7 reach; lay the hall out with fewer, longer rows (%8)</source>
        <translation>%1 %2 zu %3 %4 braucht %5 m Faser, mehr als %6 und %7 erreichen; die Halle mit weniger, längeren Reihen anlegen (%8)</translation>
    </message>
    <message>
        <location filename="../core/planner/supportnetworks.cpp" line="+240"/>
        <source>In-band: the %1 uplinks to the site network are left free on the cores (the site side is not part of the design)</source>
        <translation>In-Band: die %1 Uplinks ins Standortnetz bleiben an den Cores frei (die Standortseite gehört nicht zum Design)</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Storage: %1 of the storage leaves&apos; %2 appliance ports are left for the storage product chosen (its ports and cabling come from its vendor)</source>
        <translation>Storage: %1 der %2 Appliance-Ports der Storage-Leaves bleiben für das gewählte Storage-Produkt frei (dessen Ports und Verkabelung gibt sein Hersteller vor)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Storage: the storage appliances (%1 × %2) stand in for the storage product; replace them with the vendor&apos;s nodes</source>
        <translation>Storage: die Storage-Appliances (%1 × %2) stehen für das Storage-Produkt; ersetzen Sie sie durch die Knoten des Herstellers</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>In-band: %1 of the %2 NFS storage links are left for the storage product chosen</source>
        <translation>In-Band: %1 der %2 NFS-Storage-Links bleiben für das gewählte Storage-Produkt frei</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Compute: %1 of the %2 UFM links found a free leaf port; the rest are not wired</source>
        <translation>Compute: %1 der %2 UFM-Links haben einen freien Leaf-Port gefunden; die übrigen sind nicht verkabelt</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Out-of-band: %1 access switches where the plan counts %2: the hall as generated has %3 PDUs and %5 console servers in its racks, where the plan counts %4 and %6 for the reference architecture&apos;s racks</source>
        <translation>Out-of-Band: %1 Access-Switches, wo der Plan %2 zählt: Die erzeugte Halle hat %3 PDUs und %5 Konsolenserver in ihren Racks, wo der Plan für die Racks der Referenzarchitektur %4 und %6 zählt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Out-of-band: %1 access switches where the plan counts %2: the hall as generated has %3 PDUs in its racks, where the plan counts %4 for the reference architecture&apos;s racks</source>
        <translation>Out-of-Band: %1 Access-Switches, wo der Plan %2 zählt: Die erzeugte Halle hat %3 PDUs in ihren Racks, wo der Plan für die Racks der Referenzarchitektur %4 zählt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the generator counted %1 console servers and placed %2</source>
        <translation>der Generator hat %1 Konsolenserver gezählt und %2 platziert</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the management switches of rack %1 have fewer ports than its members&apos; management ports</source>
        <translation>die Management-Switches von Rack %1 haben weniger Ports, als seine Mitglieder Management-Ports haben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the out-of-band network has %1 management ports, more than its %2 access switches take; the generator miscounted its racks</source>
        <translation>das Out-of-Band-Netz hat %1 Management-Ports, mehr als seine %2 Access-Switches aufnehmen; der Generator hat seine Racks falsch gezählt</translation>
    </message>
    <message>
        <location filename="../core/planner/clustergenerator.cpp" line="+58"/>
        <source>Generated design: %1 racks, %2 devices, %3 transceivers, %4 cable assemblies</source>
        <translation>Erzeugter Entwurf: %1 Racks, %2 Geräte, %3 Transceiver, %4 Kabelkonfektionen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Compute fabric:</source>
        <translation>Rechennetz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks as generated: %1 with compute nodes, %2 for the compute fabric&apos;s switches, %3 management, %4 storage (%5 in all), with %6 PDUs hung zero-U</source>
        <translation>Racks wie erzeugt: %1 mit Rechenknoten, %2 für die Switches der Compute-Fabric, %3 Management, %4 Storage (%5 insgesamt), mit %6 Zero-U-PDUs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Console servers as generated: %1, one in each rack of switches or, where that rack is full, next to it</source>
        <translation>Konsolenserver wie erzeugt: %1, einer in jedem Rack mit Switches oder, wo dieses Rack voll ist, daneben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 switches and appliances, %2 transceivers, %3 cables, longest %4 m</source>
        <translation>%1 Switches und Appliances, %2 Transceiver, %3 Kabel, längstes %4 m</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 links</source>
        <translation>%1 Links</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Note:</source>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1, %2 SU</source>
        <translation>%1, %2 SU</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 × %3 in %4 SU with compute, storage, in-band and out-of-band networks. Generated from the cluster plan.</source>
        <translation>%1: %2 × %3 in %4 SU mit Compute-, Storage-, In-Band- und Out-of-Band-Netz. Aus dem Cluster-Plan erzeugt.</translation>
    </message>
    <message>
        <location filename="../core/planner/supportconsoles.cpp" line="+122"/>
        <source>the cluster needs %1 console servers, which the catalog does not have; add the part to the user catalog</source>
        <translation>der Cluster braucht Konsolenserver %1, die der Katalog nicht enthält; fügen Sie das Teil dem Benutzerkatalog hinzu</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>neither rack %1 nor a rack of its row has a free unit for the console server of its %2 switch consoles</source>
        <translation>weder Rack %1 noch ein Rack seiner Reihe hat eine freie Höheneinheit für den Konsolenserver seiner %2 Switch-Konsolen</translation>
    </message>
</context>
<context>
    <name>rackwright::ClusterPlanner</name>
    <message>
        <location filename="../core/planner/clusterplan.cpp" line="+25"/>
        <source>the cluster preset needs %1 %2, which the catalog does not have; add it to the user catalog</source>
        <translation>die Cluster-Vorlage braucht %1 %2, das der Katalog nicht enthält; im Benutzerkatalog ergänzen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 cannot be negative; give 0 for none</source>
        <translation>%1 darf nicht negativ sein; 0 bedeutet keine</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>storage appliances: %1 need %2 storage-leaf ports, but the storage leaves of %3 SU have %4 for appliances; lower %5 to %6 or plan more SU</source>
        <translation>Storage-Appliances: %1 brauchen %2 Ports an Storage-Leaves, aber die Storage-Leaves von %3 SU haben %4 für Appliances; senken Sie %5 auf %6 oder planen Sie mehr SU</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>storage switch</source>
        <translation>den Storage-Switch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the storage leaves of preset %1 need more ports than %2 has at %3G</source>
        <translation>die Storage-Leaves der Vorlage %1 brauchen mehr Ports, als %2 bei %3G hat</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the storage fabric of %1 SU needs %2 spines, more than a two-tier %3 fabric takes; plan fewer SU</source>
        <translation>das Storage-Fabric für %1 SU braucht %2 Spines, mehr als ein zweistufiges %3-Fabric aufnimmt; weniger SU planen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>in-band switch</source>
        <translation>den In-Band-Switch</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an in-band leaf of %1 has no ports left for nodes</source>
        <translation>einem In-Band-Leaf %1 bleiben keine Ports für Knoten</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>unknown cluster preset &quot;%1&quot;; the presets are %2</source>
        <translation>unbekannte Cluster-Vorlage &quot;%1&quot;; die Vorlagen sind %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>give the number of scalable units (%1) or of nodes (%2)</source>
        <translation>die Zahl der Scalable Units (%1) oder der Knoten (%2) angeben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>room for %1 nodes in %2 SU (%3 node slots per SU, one of them given to the UFM)</source>
        <translation>Platz für %1 Knoten in %2 SU (%3 Knotenplätze je SU, einer davon für das UFM)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>room for %1 nodes in %2 SU</source>
        <translation>Platz für %1 Knoten in %2 SU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 nodes do not fit: %2; raise %3</source>
        <translation>%1 Knoten passen nicht: %2; erhöhen Sie %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 nodes fill fewer than %2 SU; lower %3</source>
        <translation>%1 Knoten füllen weniger als %2 SU; %3 senken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>server</source>
        <translation>den Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute switch</source>
        <translation>den Compute-Switch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster preset needs the rack-scale system %1, which the catalog does not have</source>
        <translation>die Cluster-Vorlage braucht das Rack-System %1, das der Katalog nicht hat</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>out-of-band switch</source>
        <translation>den Out-of-Band-Switch</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 has no management switches in the catalog to take its trays&apos; management ports</source>
        <translation>%1 hat im Katalog keine Management-Switches, die die Management-Ports seiner Trays aufnehmen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the in-band cores need %1 ports, more than %2 %3 switches reached by every leaf have; plan fewer SU</source>
        <translation>die In-Band-Cores brauchen %1 Ports, mehr als %2 von jedem Leaf erreichte %3-Switches haben; weniger SU planen</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Node to leaf</source>
        <translation>Knoten zu Leaf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf to spine</source>
        <translation>Leaf zu Spine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spine to core</source>
        <translation>Spine zu Core</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>UFM to leaf</source>
        <translation>UFM zu Leaf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage appliances to leaf</source>
        <translation>Storage-Systeme zu Leaf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head nodes to leaf</source>
        <translation>Head-Nodes zu Leaf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NFS storage to leaf</source>
        <translation>NFS-Storage zu Leaf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf peer links</source>
        <translation>Peer-Links der Leaves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf to core</source>
        <translation>Leaf zu Core</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uplinks to the site network</source>
        <translation>Uplinks ins Standortnetz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BMC ports</source>
        <translation>BMC-Ports</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage appliance BMC ports</source>
        <translation>BMC-Ports der Storage-Appliances</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch management ports</source>
        <translation>Management-Ports der Switches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDUs</source>
        <translation>PDUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power shelves</source>
        <translation>Power-Shelves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Console servers</source>
        <translation>Konsolenserver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch serial consoles to console servers</source>
        <translation>Serielle Switch-Konsolen zu Konsolenservern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OOB uplinks to in-band</source>
        <translation>OOB-Uplinks ins In-Band-Netz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>UFM high-availability links</source>
        <translation>UFM-Hochverfügbarkeitslinks</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spines</source>
        <translation>Spines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cores</source>
        <translation>Cores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node leaves</source>
        <translation>Knoten-Leaves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>storage leaves</source>
        <translation>Storage-Leaves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>access switches</source>
        <translation>Access-Switches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>management switches in the compute racks</source>
        <translation>Management-Switches in den Compute-Racks</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 SU, %2 × %3 (%4 GPUs), %5 UFM appliances, %6 head nodes</source>
        <translation>%1 SU, %2 × %3 (%4 GPUs), %5 UFM-Appliances, %6 Head-Nodes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 SU, %2 × %3 (%4 GPUs), %5 head nodes</source>
        <translation>%1 SU, %2 × %3 (%4 GPUs), %5 Head-Nodes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Racks as the reference architecture counts them (every switch in management racks): %1 compute, %2 management; %3 PDUs</source>
        <translation>Racks, wie die Referenzarchitektur sie zählt (jeder Switch in Management-Racks): %1 Compute, %2 Management; %3 PDUs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Console servers: %1 × %2 for %3 switch consoles (the reference architecture lists none)</source>
        <translation>Konsolenserver: %1 × %2 für %3 Switch-Konsolen (die Referenzarchitektur führt keine)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Storage appliances: %1 × %2; storage racks: %3</source>
        <translation>Storage-Appliances: %1 × %2; Storage-Racks: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 switches, %2 links, %3 cables</source>
        <translation>%1 Switches, %2 Links, %3 Kabel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 of %2 ports used</source>
        <translation>%1 von %2 Ports belegt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 links</source>
        <translation>%1 Links</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 transceivers in nodes and appliances</source>
        <translation>%1 Transceiver in Knoten und Appliances</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in switches</source>
        <translation>%1 in Switches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 transceivers in switches</source>
        <translation>%1 Transceiver in Switches</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assumed:</source>
        <translation>Angenommen:</translation>
    </message>
</context>
<context>
    <name>rackwright::CollectiveCalculator</name>
    <message>
        <location filename="../core/calc/collectives.cpp" line="+48"/>
        <source>All-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-gather</source>
        <translation>All-Gather</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reduce-scatter</source>
        <translation>Reduce-Scatter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-to-all</source>
        <translation>All-to-All</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Broadcast</source>
        <translation>Broadcast</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reduce</source>
        <translation>Reduce</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 needs at least 2 GPUs, not %2</source>
        <translation>%1 braucht mindestens 2 GPUs, nicht %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the message size and the per-GPU bandwidth must be positive and the latency cannot be negative</source>
        <translation>%1: Nachrichtengröße und Bandbreite pro GPU müssen positiv sein, und die Latenz darf nicht negativ sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the tree algorithm is modelled for all-reduce only; use the ring algorithm</source>
        <translation>%1: Der Baum-Algorithmus ist nur für All-Reduce modelliert; verwenden Sie den Ring-Algorithmus</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 time, algorithm bandwidth and bus bandwidth (%2)</source>
        <translation>%1: Zeit, Algorithmus-Bandbreite und Bus-Bandbreite (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double binary tree</source>
        <translation>doppelter Binärbaum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>time = %1 × α + %2 × S / B</source>
        <translation>Zeit = %1 × α + %2 × S / B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>algbw = S / time</source>
        <translation>algbw = S / Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>busbw = algbw × %1 (nccl-tests convention)</source>
        <translation>busbw = algbw × %1 (Konvention von nccl-tests)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message size S</source>
        <translation>Nachrichtengröße S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs n</source>
        <translation>GPUs n</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per-GPU line rate</source>
        <translation>Leitungsrate pro GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per-GPU bandwidth B</source>
        <translation>Bandbreite pro GPU B</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Latency per step α</source>
        <translation>Latenz pro Schritt α</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>B is each GPU&apos;s one-way bandwidth into the fabric, available to every GPU at once: no oversubscription, congestion or NVLink/PCIe limit</source>
        <translation>B ist die Bandbreite jeder GPU in eine Richtung ins Fabric, für alle GPUs gleichzeitig verfügbar: keine Überbuchung, keine Überlast, keine NVLink-/PCIe-Grenze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S is the total gathered buffer (n chunks of S/n), as nccl-tests reports it</source>
        <translation>S ist der gesamte gesammelte Puffer (n Teile zu S/n), wie nccl-tests ihn angibt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S is the buffer size per GPU, as nccl-tests reports it</source>
        <translation>S ist die Puffergröße pro GPU, wie nccl-tests sie angibt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tree: NCCL&apos;s pipelined double binary tree; each GPU sends and receives 2·S in total, over 2⌈log2 n⌉ steps</source>
        <translation>Baum: der gepipelinete doppelte Binärbaum von NCCL; jede GPU sendet und empfängt insgesamt 2·S in 2⌈log2 n⌉ Schritten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All-to-all: pairwise exchange, each GPU sends S/n to each of the other n−1 GPUs</source>
        <translation>All-to-All: paarweiser Austausch, jede GPU sendet S/n an jede der anderen n−1 GPUs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ring: the message is cut into n chunks that move one hop per step, pipelined</source>
        <translation>Ring: Die Nachricht wird in n Teile zerlegt, die gepipelinet einen Hop pro Schritt weiterwandern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Latency not counted (α = 0): the time is the bandwidth bound, reached by large messages</source>
        <translation>Latenz nicht berücksichtigt (α = 0): Die Zeit ist die Bandbreitengrenze, die große Nachrichten erreichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bandwidths are in decimal bytes per second (1 GB/s = 10^9 B/s), as nccl-tests prints them</source>
        <translation>Bandbreiten in dezimalen Bytes pro Sekunde (1 GB/s = 10^9 B/s), wie nccl-tests sie ausgibt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Usable per-GPU bandwidth</source>
        <translation>Nutzbare Bandbreite pro GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes sent per GPU</source>
        <translation>Gesendete Bytes pro GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Algorithm bandwidth (algbw)</source>
        <translation>Algorithmus-Bandbreite (algbw)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bus bandwidth factor</source>
        <translation>Bus-Bandbreitenfaktor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bus bandwidth (busbw)</source>
        <translation>Bus-Bandbreite (busbw)</translation>
    </message>
</context>
<context>
    <name>rackwright::ContentsPainter</name>
    <message>
        <location filename="../core/export/reviewpages.cpp" line="+56"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>rackwright::CsvTable</name>
    <message>
        <location filename="../core/export/csvtable.cpp" line="+94"/>
        <source>cannot write %1: %2; check that the folder exists and is writable</source>
        <translation>%1 kann nicht geschrieben werden: %2; prüfen Sie, ob der Ordner existiert und beschreibbar ist</translation>
    </message>
</context>
<context>
    <name>rackwright::DesignDiff</name>
    <message>
        <location filename="../core/analysis/designdiff.cpp" line="+54"/>
        <source>no differences</source>
        <translation>keine Unterschiede</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>design details changed</source>
        <translation>Entwurfsinformationen geändert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 added</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 changed</source>
        <translation>%1 geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sites</source>
        <translation>Standorte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rooms</source>
        <translation>Räume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waivers</source>
        <translation>Ausnahmen</translation>
    </message>
</context>
<context>
    <name>rackwright::DesignEdits</name>
    <message>
        <location filename="../core/commands/designedits.cpp" line="+23"/>
        <source>There is no %1 with id %2.</source>
        <translation>Es gibt kein Objekt vom Typ %1 mit der ID %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rack &quot;%1&quot; would be in a row that is not in the design. Add the row first or choose an existing one.</source>
        <translation>Rack „%1“ stünde in einer Reihe, die es im Design nicht gibt. Legen Sie die Reihe zuerst an oder wählen Sie eine vorhandene.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Add site</source>
        <translation>Standort hinzufügen</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+27"/>
        <source>Room &quot;%1&quot; would be in a site that is not in the design. Add the site first or choose an existing one.</source>
        <translation>Raum „%1“ läge an einem Standort, den es im Design nicht gibt. Legen Sie den Standort zuerst an oder wählen Sie einen vorhandenen.</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+27"/>
        <source>Row &quot;%1&quot; would be in a room that is not in the design. Add the room first or choose an existing one.</source>
        <translation>Reihe „%1“ läge in einem Raum, den es im Design nicht gibt. Legen Sie den Raum zuerst an oder wählen Sie einen vorhandenen.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Add room</source>
        <translation>Raum hinzufügen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add row</source>
        <translation>Reihe hinzufügen</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+17"/>
        <source>Rack &quot;%1&quot; would be %2 U high; racks are 1 to 60 U. Choose a height in that range.</source>
        <translation>Das Rack „%1“ wäre %2 HE hoch; Racks sind 1 bis 60 HE hoch. Wählen Sie eine Höhe in diesem Bereich.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Add rack %1</source>
        <translation>Rack %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Edit rack %1</source>
        <translation>Rack %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Remove rack %1</source>
        <translation>Rack %1 entfernen</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+170"/>
        <source>The part &quot;%1&quot; is not in the catalog. Import or add it to the user catalog first.</source>
        <translation>Das Teil „%1“ ist nicht im Katalog. Importieren Sie es zuerst in den Benutzerkatalog oder fügen Sie es dort hinzu.</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>&quot;%1&quot; is a %2, not a device; it cannot be placed in a rack.</source>
        <translation>„%1“ ist vom Typ %2, kein Gerät; es kann nicht in ein Rack eingebaut werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The parent device of &quot;%1&quot; does not exist.</source>
        <translation>Das übergeordnete Gerät von „%1“ existiert nicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rack for &quot;%1&quot; does not exist.</source>
        <translation>Das Rack für „%1“ existiert nicht.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; (%2 U) does not fit at U%3 of rack %4 (U1 to U%5). Choose a position between U1 and U%6.</source>
        <translation>„%1“ (%2 HE) passt nicht an U%3 von Rack %4 (U1 bis U%5). Wählen Sie eine Position zwischen U1 und U%6.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+135"/>
        <source>%1 has no cage &quot;%2&quot;.</source>
        <translation>%1 hat keinen Cage „%2“.</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>Configure cage %1 of %2</source>
        <translation>Cage %1 von %2 konfigurieren</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Unplug cable</source>
        <translation>Kabel abziehen</translation>
    </message>
    <message>
        <location line="-140"/>
        <location line="+163"/>
        <source>Remove module</source>
        <translation>Modul entfernen</translation>
    </message>
    <message>
        <location line="-353"/>
        <source>Plane %1 does not exist: planes are A to %2 (1 to %3), or none.</source>
        <translation>Ebene %1 gibt es nicht: Ebenen sind A bis %2 (1 bis %3) oder keine.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Edit site %1</source>
        <translation>Standort %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Edit hall %1</source>
        <translation>Halle %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Edit row %1</source>
        <translation>Reihe %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Rack &quot;%1&quot; needs a width and a depth above 0 mm.</source>
        <translation>Rack „%1“ braucht eine Breite und eine Tiefe über 0 mm.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The limits of rack &quot;%1&quot; cannot be negative; 0 means no limit.</source>
        <translation>Die Grenzwerte von Rack „%1“ dürfen nicht negativ sein; 0 bedeutet keine Grenze.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weiteres</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack &quot;%1&quot; cannot be %2 U high: %3 would stick out above U%2. Move the equipment down or to another rack first, or keep the rack at least %4 U high.</source>
        <translation>Rack „%1“ kann nicht %2 HE hoch sein: %3 würde über HE %2 hinausragen. Verschieben Sie die Geräte zuerst nach unten oder in ein anderes Rack, oder lassen Sie das Rack mindestens %4 HE hoch.</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+163"/>
        <source>Remove device</source>
        <translation>Gerät entfernen</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>%1 is a rack-scale system: its power shelves feed it from the bus bar. Hang %2 in an ordinary rack.</source>
        <translation>%1 ist ein Rack-System: seine Power-Shelves speisen es über die Stromschiene. Hängen Sie %2 in ein gewöhnliches Rack.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Hang %1 on the left</source>
        <translation>%1 links einhängen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang %1 on the right</source>
        <translation>%1 rechts einhängen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hang %1 on the emptier side</source>
        <translation>%1 auf der freieren Seite einhängen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Assign %1 to a network</source>
        <translation>%1 einem Netzwerk zuordnen</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+35"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>&quot;%1&quot; is a %2, not a transceiver; it cannot be plugged into a cage.</source>
        <translation>„%1“ ist vom Typ %2, kein Transceiver; es kann nicht in einen Cage gesteckt werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no cage &quot;%2&quot;; pick one of its cages.</source>
        <translation>%1 hat keinen Cage „%2“; wählen Sie einen seiner Cages.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add spare %1</source>
        <translation>Ersatzteil %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plug %1 into %2</source>
        <translation>%1 in %2 stecken</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The cable part &quot;%1&quot; is not in the catalog.</source>
        <translation>Das Kabelteil „%1“ ist nicht im Katalog.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no end &quot;%2&quot;.</source>
        <translation>%1 hat kein Ende „%2“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End %1 of %2 is a fiber connector; it plugs into a transceiver or a panel port, not into a cage.</source>
        <translation>Ende %1 von %2 ist ein Glasfaserstecker; er gehört in einen Transceiver oder einen Panel-Port, nicht in einen Cage.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The device for end %1 does not exist.</source>
        <translation>Das Gerät für Ende %1 existiert nicht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>End %1 of %2 is a pluggable end; it goes into a cage, not into a transceiver.</source>
        <translation>Ende %1 von %2 ist ein steckbares Ende; es gehört in einen Cage, nicht in einen Transceiver.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The transceiver for end %1 does not exist.</source>
        <translation>Der Transceiver für Ende %1 existiert nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a transceiver.</source>
        <translation>%1 ist kein Transceiver.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no optical port &quot;%2&quot;.</source>
        <translation>%1 hat keinen optischen Port „%2“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End %1 of %2 is a pluggable end; it goes into a cage, not into a panel port.</source>
        <translation>Ende %1 von %2 ist ein steckbares Ende; es gehört in einen Cage, nicht in einen Panel-Port.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The panel for end %1 does not exist.</source>
        <translation>Das Panel für Ende %1 existiert nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no panel port &quot;%2&quot;.</source>
        <translation>%1 hat keinen Panel-Port „%2“.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>A leaf&apos;s uplink capacity must be at least 1 Gb/s, not %1.</source>
        <translation>Die Uplink-Kapazität eines Leafs muss mindestens 1 Gb/s betragen, nicht %1.</translation>
    </message>
    <message>
        <location line="-576"/>
        <source>&quot;%1&quot; is not a cable or fiber in the catalog.</source>
        <translation>„%1“ ist kein Kabel und keine Glasfaser im Katalog.</translation>
    </message>
    <message>
        <location line="+503"/>
        <source>Add cable %1</source>
        <translation>Kabel %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit cable</source>
        <translation>Kabel bearbeiten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Connect cable end %1</source>
        <translation>Kabelende %1 anschließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disconnect cable end %1</source>
        <translation>Kabelende %1 trennen</translation>
    </message>
    <message>
        <location line="-337"/>
        <location line="+343"/>
        <source>Remove cable</source>
        <translation>Kabel entfernen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Network %1: %2.</source>
        <translation>Netzwerk %1: %2.</translation>
    </message>
    <message>
        <location line="-527"/>
        <source>Fabric &quot;%1&quot;: %2.</source>
        <translation>Fabric „%1“: %2.</translation>
    </message>
    <message>
        <location line="+541"/>
        <source>Plan %1 fabric for %2</source>
        <translation>%1-Fabric für %2 planen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plan %1 fabric for its default oversubscription</source>
        <translation>%1-Fabric für ihre Standard-Überbuchung planen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Build every %1 fabric leaf with %2 Gb/s of uplinks</source>
        <translation>Jeden Leaf der Fabric %1 mit %2 Gb/s an Uplinks bauen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop stating the %1 fabric&apos;s leaf uplinks</source>
        <translation>Leaf-Uplinks der Fabric %1 nicht mehr angeben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A waiver needs a reason; say why the finding is acceptable.</source>
        <translation>Eine Ausnahme braucht eine Begründung; geben Sie an, warum der Befund akzeptabel ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waive finding</source>
        <translation>Ausnahme für Befund erteilen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove waiver</source>
        <translation>Ausnahme entfernen</translation>
    </message>
</context>
<context>
    <name>rackwright::DesignFile</name>
    <message>
        <location filename="../core/fileformat/designfile.cpp" line="+83"/>
        <location filename="../core/fileformat/designrepair.cpp" line="+195"/>
        <location filename="../core/fileformat/designstreamloader.cpp" line="+437"/>
        <source>the id %1 is used twice; every object needs its own id</source>
        <translation>die ID %1 wird zweimal verwendet; jedes Objekt braucht eine eigene ID</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>refers to %1 %2, which is not in the file</source>
        <translation>verweist auf %1 %2, das nicht in der Datei steht</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>end %1 is in cage &quot;%2&quot; of device %3, but %4 has no such cage</source>
        <translation>Ende %1 steckt in Cage „%2“ von Gerät %3, aber %4 hat keinen solchen Cage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>end %1 is on panel port &quot;%2&quot; of device %3, but %4 has no such port</source>
        <translation>Ende %1 steckt am Panel-Port „%2“ von Gerät %3, aber %4 hat keinen solchen Port</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>end %1 is on optical port &quot;%2&quot; of module %3, but %4 has no such port</source>
        <translation>Ende %1 steckt am optischen Port „%2“ von Modul %3, aber %4 hat keinen solchen Port</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rackwright design file</source>
        <translation>Rackwright-Entwurfsdatei</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the file is empty; it is not a Rackwright design</source>
        <translation>die Datei ist leer; sie ist kein Rackwright-Entwurf</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>unknown part &quot;%1&quot;: it is neither in the catalog nor embedded in the file&apos;s &quot;parts&quot; list. Import it into the user catalog (for example with &quot;rackwright catalog import-netbox&quot;) or add its definition to &quot;parts&quot;.</source>
        <translation>unbekanntes Teil „%1“: Es ist weder im Katalog noch in der Liste &quot;parts&quot; der Datei enthalten. Importieren Sie es in den Benutzerkatalog (zum Beispiel mit „rackwright catalog import-netbox“) oder fügen Sie seine Definition zu &quot;parts&quot; hinzu.</translation>
    </message>
    <message>
        <location line="+120"/>
        <location filename="../core/fileformat/designstreamloader.cpp" line="-145"/>
        <source>the file is not valid JSON (%1 at byte %2); it may be truncated or damaged. Restore it from version control or a backup.</source>
        <translation>die Datei ist kein gültiges JSON (%1 bei Byte %2); sie ist vielleicht abgeschnitten oder beschädigt. Stellen Sie sie aus der Versionsverwaltung oder einer Sicherung wieder her.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a JSON object at the top; this is not a Rackwright design</source>
        <translation>auf oberster Ebene wird ein JSON-Objekt erwartet; dies ist kein Rackwright-Entwurf</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&quot;formatVersion&quot; is missing; this is not a Rackwright design</source>
        <translation>&quot;formatVersion&quot; fehlt; dies ist kein Rackwright-Entwurf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a whole number for the format version</source>
        <translation>für die Formatversion wird eine ganze Zahl erwartet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>file format %1 is older than any Rackwright release can read</source>
        <translation>das Dateiformat %1 ist älter als alles, was eine Rackwright-Version lesen kann</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../core/fileformat/designstreamloader.cpp" line="-45"/>
        <source>%1: unknown key &quot;%2&quot; at the top level was ignored (it is not written back when you save)</source>
        <translation>%1: Der unbekannte Schlüssel „%2“ auf oberster Ebene wurde ignoriert (er wird beim Speichern nicht zurückgeschrieben)</translation>
    </message>
</context>
<context>
    <name>rackwright::DesignFragment</name>
    <message>
        <location filename="../core/editing/designfragment.cpp" line="+178"/>
        <source>$.%1 is not a list.</source>
        <translation>$.%1 ist keine Liste.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The clipboard holds no Rackwright objects to paste.</source>
        <translation>Die Zwischenablage enthält keine Rackwright-Objekte zum Einfügen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The clipboard holds a damaged fragment: %1</source>
        <translation>Die Zwischenablage enthält ein beschädigtes Fragment: %1</translation>
    </message>
</context>
<context>
    <name>rackwright::DesignRepair</name>
    <message>
        <location filename="../core/fileformat/designrepair.cpp" line="+2"/>
        <source>(the first object with it is kept)</source>
        <translation>(das erste Objekt mit dieser ID bleibt erhalten)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>belongs to %1 %2, which was set aside</source>
        <translation>gehört zu %1 %2, das beiseitegelegt wurde</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>end %1 is on %2 %3, which was set aside</source>
        <translation>Ende %1 steckt an %2 %3, das beiseitegelegt wurde</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>quarantined</source>
        <translation>in Quarantäne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dropped</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept with the end disconnected</source>
        <translation>behalten, das Ende getrennt</translation>
    </message>
</context>
<context>
    <name>rackwright::DesignStats</name>
    <message>
        <location filename="../core/analysis/designstats.cpp" line="+123"/>
        <source>Racks:</source>
        <translation>Racks:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices:</source>
        <translation>Geräte:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cages:</source>
        <translation>Cages:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(used:</source>
        <translation>(belegt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transceivers (modules):</source>
        <translation>Transceiver (Module):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cable assemblies:</source>
        <translation>Kabelkonfektionen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Logical links:</source>
        <translation>Logische Verbindungen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Networks (cable assemblies, logical links):</source>
        <translation>Netzwerke (Kabelkonfektionen, logische Verbindungen):</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Quarantine: %n object(s) set aside when the file was opened with repair; they are kept in the file but not part of the design until fixed.</source>
        <translation>
            <numerusform>Quarantäne: %n Objekt wurde beim Öffnen der Datei mit Reparatur beiseitegelegt; es bleibt in der Datei, gehört aber bis zur Behebung nicht zum Entwurf.</numerusform>
            <numerusform>Quarantäne: %n Objekte wurden beim Öffnen der Datei mit Reparatur beiseitegelegt; sie bleiben in der Datei, gehören aber bis zur Behebung nicht zum Entwurf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackwright::DocumentWriter</name>
    <message>
        <location filename="../core/export/documentwriter.cpp" line="+34"/>
        <source>cannot create the folder %1 for %2; check the path and permissions</source>
        <translation>der Ordner %1 für %2 kann nicht angelegt werden; prüfen Sie Pfad und Berechtigungen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nothing to write to %1: the selection has no pages (check the rack and status filters)</source>
        <translation>nichts in %1 zu schreiben: Die Auswahl hat keine Seiten (prüfen Sie die Rack- und Statusfilter)</translation>
    </message>
    <message>
        <location line="+64"/>
        <location line="+16"/>
        <location line="+28"/>
        <location line="+6"/>
        <location line="+31"/>
        <source>cannot write %1; check that the folder exists and is writable</source>
        <translation>%1 kann nicht geschrieben werden; prüfen Sie, ob der Ordner existiert und beschreibbar ist</translation>
    </message>
</context>
<context>
    <name>rackwright::ExportIndex</name>
    <message>
        <location filename="../core/export/exportindex.cpp" line="+152"/>
        <source>not racked</source>
        <translation>nicht eingebaut</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>in %1, bay %2</source>
        <translation>in %1, Schacht %2</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
</context>
<context>
    <name>rackwright::ExportPipeline</name>
    <message>
        <location filename="../core/export/exportpipeline.cpp" line="+182"/>
        <source>no rack named %1 in this design; it has %2. Leave the rack filter empty for every rack</source>
        <translation>kein Rack namens %1 in diesem Entwurf; er hat %2. Lassen Sie den Rack-Filter leer für alle Racks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no racks</source>
        <translation>keine Racks</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 cannot be written as %2; use %3</source>
        <translation>%1 kann nicht als %2 geschrieben werden; verwenden Sie %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Rack elevations</source>
        <translation>Rack-Ansichten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Port maps</source>
        <translation>Port-Pläne</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>the ZPL resolution must be 203 or 300 dpi, not %1</source>
        <translation>die ZPL-Auflösung muss 203 oder 300 dpi betragen, nicht %1</translation>
    </message>
    <message numerus="yes">
        <location line="-244"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no row named %1 in this design; it has %2</source>
        <translation>dieser Entwurf hat keine Reihe namens %1; er hat %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no rows</source>
        <translation>keine Reihen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no network %1 in this design; use one of %2, or leave the network filter out for every cable</source>
        <translation>kein Netz %1 in diesem Entwurf; verwenden Sie eines von %2, oder lassen Sie den Netzfilter für alle Kabel weg</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>no cable matches the rack, status and network filters; nothing to print</source>
        <translation>kein Kabel passt zu den Rack-, Status- und Netzfiltern; nichts zu drucken</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cable labels</source>
        <translation>Kabelbeschriftungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) auf %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, %n of them pick list(s)</source>
        <translation>
            <numerusform>, davon %n Pickliste</numerusform>
            <numerusform>, davon %n Picklisten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cable schedule</source>
        <translation>Kabelplan</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NetBox exports are tables only; choose CSV</source>
        <translation>NetBox-Exporte sind nur Tabellen; wählen Sie CSV</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n Etikett</numerusform>
            <numerusform>%n Etiketten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n batch(es)</source>
        <translation>
            <numerusform>%n Stapel</numerusform>
            <numerusform>%n Stapeln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>choose where to write the export</source>
        <translation>wählen Sie, wohin der Export geschrieben werden soll</translation>
    </message>
</context>
<context>
    <name>rackwright::Fabric</name>
    <message>
        <location filename="../core/planner/fabricwiring.cpp" line="+183"/>
        <source>a design is generated from catalog parts: give the server with --server MODEL and the switch with --switch MODEL</source>
        <translation>ein Entwurf wird aus Katalogteilen erzeugt: Geben Sie den Server mit --server MODELL und den Switch mit --switch MODELL an</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no server &quot;%1&quot; in the catalog</source>
        <translation>kein Server „%1“ im Katalog</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no switch &quot;%1&quot; in the catalog</source>
        <translation>kein Switch „%1“ im Katalog</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no rack-scale system &quot;%1&quot; in the catalog</source>
        <translation>kein Rack-System „%1“ im Katalog</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 works only inside its rack-scale system; plan the system (%2) and the generator places whole racks with their trays</source>
        <translation>%1 arbeitet nur in seinem Rack-System; planen Sie das System (%2), dann setzt der Generator ganze Racks mit ihren Trays</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 must be at least 1</source>
        <translation>%1 und %2 müssen mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the plan counts %1 ports of %2G per %3, which needs split cages; the generator wires each cage as its own logical ports (%4 cages of %5 ports at %2G). Plan with the switch&apos;s native port rate</source>
        <translation>der Plan zählt %1 Ports mit %2G pro %3, was aufgeteilte Cages braucht; der Generator verdrahtet jeden Cage mit seinen eigenen logischen Ports (%4 Cages mit %5 Ports bei %2G). Planen Sie mit der nativen Portrate des Switches</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1 has %2 compute ports at %3G (its own cages and the adapters in its bays), but the plan gives every server %4 links</source>
        <translation>%1 hat %2 Compute-Ports mit %3G (eigene Cages und die Adapter in seinen Schächten), aber der Plan gibt jedem Server %4 Verbindungen</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>%1 needs the part %2 for %3, which is not in the catalog</source>
        <translation>%1 braucht das Teil %2 für %3, das nicht im Katalog ist</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>internal: %1 port %2 beyond the %3 ports of %4</source>
        <translation>intern: %1 Port %2 jenseits der %3 Ports von %4</translation>
    </message>
</context>
<context>
    <name>rackwright::FiberColours</name>
    <message>
        <location filename="../core/channel/fibercolours.cpp" line="+22"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slate</source>
        <translation>grau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>violet</source>
        <translation>violett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rose</source>
        <translation>rosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>aqua</source>
        <translation>türkis</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
</context>
<context>
    <name>rackwright::FileFormatVersions</name>
    <message>
        <location filename="../core/fileformat/formatversions.cpp" line="+87"/>
        <source>this is Rackwright %1, which reads file format versions up to %2</source>
        <translation>dies ist Rackwright %1, das Dateiformatversionen bis %2 liest</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this design was written by Rackwright %1 in file format version %2; %3. Install Rackwright %1 or a later release to open it.</source>
        <translation>dieser Entwurf wurde von Rackwright %1 in der Dateiformatversion %2 geschrieben; %3. Installieren Sie Rackwright %1 oder eine neuere Version, um ihn zu öffnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this design uses file format version %1, which is newer than this build knows; %2. Install a later Rackwright release that reads file format version %1.</source>
        <translation>dieser Entwurf verwendet die Dateiformatversion %1, die neuer ist, als dieser Build kennt; %2. Installieren Sie eine neuere Rackwright-Version, die die Dateiformatversion %1 liest.</translation>
    </message>
</context>
<context>
    <name>rackwright::InputFile</name>
    <message>
        <location filename="../core/common/inputfile.cpp" line="+32"/>
        <source>is a folder, not a %1; choose a file inside it</source>
        <translation>ist ein Ordner, keine %1; wählen Sie eine Datei darin</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is a device, pipe or socket, not a %1; reading it might never end. Choose a saved file.</source>
        <translation>ist eine Gerätedatei, eine Pipe oder ein Socket, keine %1; das Lesen würde womöglich nie enden. Wählen Sie eine gespeicherte Datei.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is %1 MiB, larger than the %2 MiB a %3 may have; it cannot be one (is it the right file?)</source>
        <translation>ist %1 MiB groß, mehr als die %2 MiB, die eine %3 haben darf; sie kann also keine sein (ist es die richtige Datei?)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open &quot;%1&quot;: %2. Check that the file exists and is readable.</source>
        <translation>„%1“ kann nicht geöffnet werden: %2. Prüfen Sie, ob die Datei existiert und lesbar ist.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>contains a NUL byte (at byte %1); this is not a text file, or it is damaged</source>
        <translation>enthält ein NUL-Byte (bei Byte %1); dies ist keine Textdatei, oder sie ist beschädigt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>is not valid UTF-8 text (at byte %1); save it as UTF-8</source>
        <translation>ist kein gültiger UTF-8-Text (bei Byte %1); speichern Sie die Datei als UTF-8</translation>
    </message>
</context>
<context>
    <name>rackwright::JsonReader</name>
    <message>
        <location filename="../core/fileformat/designrepair.cpp" line="-288"/>
        <location filename="../core/fileformat/designstreamloader.cpp" line="+143"/>
        <location line="+36"/>
        <location line="+34"/>
        <location line="+42"/>
        <location filename="../core/fileformat/jsonreader.cpp" line="+47"/>
        <location filename="../core/fileformat/streamobject.cpp" line="+183"/>
        <location line="+34"/>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/fileformat/jsonreader.cpp" line="+9"/>
        <location filename="../core/fileformat/streamobject.h" line="+151"/>
        <source>the required array &quot;%1&quot; is missing</source>
        <translation>das erforderliche Array „%1“ fehlt</translation>
    </message>
    <message>
        <location filename="../core/fileformat/designstreamloader.cpp" line="-94"/>
        <location line="+119"/>
        <location filename="../core/fileformat/jsonreader.cpp" line="+5"/>
        <location filename="../core/fileformat/streamobject.h" line="+5"/>
        <source>expected an array, found %1</source>
        <translation>Array erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/fileformat/designfields.h" line="+165"/>
        <source>the required text &quot;%1&quot; is missing</source>
        <translation>der erforderliche Text „%1“ fehlt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>the required number &quot;%1&quot; is missing</source>
        <translation>die erforderliche Zahl „%1“ fehlt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>ganze Zahl von %1 bis %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected true or false, found %1</source>
        <translation>true oder false erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; is not a valid id (a UUID)</source>
        <translation>„%1“ ist keine gültige ID (eine UUID)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected one of %1; got &quot;%2&quot;</source>
        <translation>erwartet wird einer der Werte %1; erhalten: „%2“</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the text contains a NUL character (a zero byte or \u0000); remove it</source>
        <translation>der Text enthält ein NUL-Zeichen (ein Nullbyte oder \u0000); entfernen Sie es</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a plane is 1 (A) to %1 (Z), or 0 for none; found %2</source>
        <translation>eine Ebene ist 1 (A) bis %1 (Z) oder 0 für keine; gefunden: %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>a rack is 1 to 60 U high; found %1</source>
        <translation>ein Rack ist 1 bis 60 HE hoch; gefunden: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>expected &quot;front&quot; or &quot;rear&quot;; got &quot;%1&quot;</source>
        <translation>&quot;front&quot; oder &quot;rear&quot; erwartet; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &quot;left&quot;, &quot;right&quot; or &quot;auto&quot;; got &quot;%1&quot;</source>
        <translation>&quot;left&quot;, &quot;right&quot; oder &quot;auto&quot; erwartet; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>expected planned, installed or decommissioned; got &quot;%1&quot;</source>
        <translation>planned, installed oder decommissioned erwartet; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected none, cage, module-port or panel-port; got &quot;%1&quot;</source>
        <translation>none, cage, module-port oder panel-port erwartet; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>expected a colour as &quot;#rrggbb&quot; (six hexadecimal digits); got &quot;%1&quot;</source>
        <translation>erwartet wird eine Farbe als „#rrggbb“ (sechs Hexadezimalziffern); erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>expected an uplink capacity in Gb/s of at least 1, found %1</source>
        <translation>erwartet eine Uplink-Kapazität in Gb/s von mindestens 1, gefunden %1</translation>
    </message>
</context>
<context>
    <name>rackwright::JsonUniqueKeys</name>
    <message>
        <location filename="../core/fileformat/jsonuniquekeys.cpp" line="+72"/>
        <source>the key &quot;%1&quot; starts with an invisible byte-order mark (U+FEFF), which JSON readers drop without a word; delete the mark</source>
        <translation>der Schlüssel „%1“ beginnt mit einer unsichtbaren Byte-Reihenfolge-Markierung (U+FEFF), die JSON-Leser stillschweigend entfernen; löschen Sie die Markierung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the key &quot;%1&quot; appears twice in this object, so one of its values would be lost; keep one of them</source>
        <translation>der Schlüssel „%1“ kommt in diesem Objekt zweimal vor, daher ginge einer seiner Werte verloren; behalten Sie nur einen davon</translation>
    </message>
</context>
<context>
    <name>rackwright::LabelBatches</name>
    <message>
        <location filename="../core/export/labelbatches.cpp" line="+142"/>
        <source>ends outside racks</source>
        <translation>Enden außerhalb von Racks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch %1 — %2</source>
        <translation>Stapel %1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Do</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pick</source>
        <translation>entnehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>connect</source>
        <translation>anschließen</translation>
    </message>
</context>
<context>
    <name>rackwright::LabelFiles</name>
    <message>
        <location filename="../core/export/labelfiles.cpp" line="+44"/>
        <source>cannot write %1: %2; check that the folder exists and is writable</source>
        <translation>%1 kann nicht geschrieben werden: %2; prüfen Sie, ob der Ordner existiert und beschreibbar ist</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>leg %1</source>
        <translation>Abgang %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FROM</source>
        <translation>VON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TO</source>
        <translation>NACH</translation>
    </message>
</context>
<context>
    <name>rackwright::LabelRunPainter</name>
    <message>
        <location filename="../core/export/labelrunpainter.cpp" line="+110"/>
        <source>Cable labels</source>
        <translation>Kabelbeschriftungen</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>pick list %1 of %2</source>
        <translation>Pickliste %1 von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pick list</source>
        <translation>Pickliste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 labels (%2–%3 of %4) · %5 cables to take from stock here, %6 arriving laid · %7 rev %8 · %9</source>
        <translation>%1 Etiketten (%2–%3 von %4) · %5 Kabel hier aus dem Lager zu entnehmen, %6 kommen verlegt an · %7 Rev. %8 · %9</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>pick: take the cable from stock, fit this end, lay it to the far end; connect: the cable arrives laid from the far end</source>
        <translation>entnehmen: Kabel aus dem Lager nehmen, dieses Ende anschließen und zum fernen Ende verlegen; anschließen: das Kabel kommt verlegt vom fernen Ende an</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 rev %2 — %3 — %4 — sheet %5 of %6 — labels %7–%8 of %9</source>
        <translation>%1 Rev. %2 — %3 — %4 — Blatt %5 von %6 — Etiketten %7–%8 von %9</translation>
    </message>
</context>
<context>
    <name>rackwright::LabelScheme</name>
    <message>
        <location filename="../core/export/cablelabels.cpp" line="-77"/>
        <source>(loose)</source>
        <translation>(lose)</translation>
    </message>
</context>
<context>
    <name>rackwright::LabelSheetPainter</name>
    <message>
        <location filename="../core/export/labelpainter.cpp" line="+102"/>
        <source>Cable labels</source>
        <translation>Kabelbeschriftungen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — %2 rev %3 — %4 — sheet %5 of %6 — labels %7–%8 of %9</source>
        <translation>%1 — %2 Rev. %3 — %4 — Blatt %5 von %6 — Etiketten %7–%8 von %9</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>FROM</source>
        <translation>VON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TO</source>
        <translation>NACH</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>leg %1</source>
        <translation>Abgang %1</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>clear laminate — wraps over the print</source>
        <translation>transparente Schutzfolie — wird über den Druck gewickelt</translation>
    </message>
</context>
<context>
    <name>rackwright::LabelStock</name>
    <message>
        <location filename="../core/export/labelstock.cpp" line="+44"/>
        <source>%1 × %2 mm</source>
        <translation>%1 × %2 mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one per label (roll or single label)</source>
        <translation>eines pro Etikett (Rolle oder Einzeletikett)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n per %1 sheet</source>
        <translation>
            <numerusform>%n pro %1-Bogen</numerusform>
            <numerusform>%n pro %1-Bogen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3, %4</source>
        <translation>%1: %2, %3, %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (same as %1)</source>
        <translation> (wie %1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not a rectangular label; a cable label&apos;s lines need one. Choose a rectangular stock</source>
        <translation>%1 ist kein rechteckiges Etikett; die Zeilen einer Kabelbeschriftung brauchen eines. Wählen Sie rechteckiges Etikettenmaterial</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a staggered sheet (%2 layouts); choose a stock with one grid of labels</source>
        <translation>%1 ist ein versetzter Bogen (%2 Anordnungen); wählen Sie Etikettenmaterial mit einem einzigen Etikettenraster</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 comes on %2 sheets; labels print on A4, A3, US-Letter or Tabloid sheets or on rolls. Choose another stock</source>
        <translation>%1 gibt es auf %2-Bögen; Etiketten werden auf A4-, A3-, US-Letter- oder Tabloid-Bögen oder auf Rollen gedruckt. Wählen Sie anderes Etikettenmaterial</translation>
    </message>
</context>
<context>
    <name>rackwright::LabelStockLibrary</name>
    <message>
        <location line="+51"/>
        <source>%1: no such folder; install the gLabels templates (Debian package glabels-data) or name the folder that holds them</source>
        <translation>%1: Ordner nicht vorhanden; installieren Sie die gLabels-Vorlagen (Debian-Paket glabels-data) oder geben Sie den Ordner an, der sie enthält</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 %2 is &quot;the same as %3&quot;, which is not defined before it; skipped</source>
        <translation>%1 %2 ist „gleich %3“, das davor nicht definiert ist; übersprungen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 %2: unknown sheet size &quot;%3&quot;; skipped</source>
        <translation>%1 %2: unbekanntes Bogenformat „%3“; übersprungen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 %2: the label has no size; skipped</source>
        <translation>%1 %2: das Etikett hat keine Größe; übersprungen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2: a layout with %3 × %4 labels; skipped</source>
        <translation>%1 %2: ein Layout mit %3 × %4 Etiketten; übersprungen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 %2: no layout; skipped</source>
        <translation>%1 %2: kein Layout; übersprungen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a readable template file: %1</source>
        <translation>keine lesbare Vorlagendatei: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no label stock &quot;%1&quot; in the gLabels templates; `rackwright export labels --list-stock` lists them</source>
        <translation>kein Etikettenmaterial „%1“ in den gLabels-Vorlagen; `rackwright export labels --list-stock` listet sie auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is the part number of %2; name the brand too</source>
        <translation>„%1“ ist die Teilenummer von %2; geben Sie auch die Marke an</translation>
    </message>
</context>
<context>
    <name>rackwright::ModuleCandidates</name>
    <message>
        <location filename="../core/editing/modulecandidates.cpp" line="+27"/>
        <source> (fits, not the preferred part: validation will say why)</source>
        <translation> (passt, aber nicht das bevorzugte Teil: die Validierung nennt den Grund)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · UNCONFIRMED</source>
        <translation> · UNBESTÄTIGT</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The device has no cage %1.</source>
        <translation>Das Gerät hat keinen Cage %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1:%2 already holds %3; pull it first.</source>
        <translation>%1:%2 enthält bereits %3; ziehen Sie ihn zuerst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1:%2 holds the plug of cable %3; unplug it first.</source>
        <translation>%1:%2 hält den Stecker von Kabel %3; ziehen Sie ihn zuerst ab.</translation>
    </message>
</context>
<context>
    <name>rackwright::Naming</name>
    <message>
        <location filename="../core/editing/naming.cpp" line="+182"/>
        <location line="+4"/>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hall %1</source>
        <translation>Halle %1</translation>
    </message>
</context>
<context>
    <name>rackwright::NetBoxExport</name>
    <message>
        <location filename="../core/export/netboxexport.cpp" line="+277"/>
        <source>breakout: %1</source>
        <translation>Breakout: %1</translation>
    </message>
</context>
<context>
    <name>rackwright::NetBoxImporter</name>
    <message numerus="yes">
        <location filename="../core/import/netbox/netboxcages.cpp" line="+37"/>
        <source>a %1 cage with %n lane(s) of %2</source>
        <translation>
            <numerusform>ein %1-Cage mit %n Lane zu %2</numerusform>
            <numerusform>ein %1-Cage mit %n Lanes zu je %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 cage</source>
        <translation>ein %1-Cage</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>interfaces: names such as %1 look like sub-ports of shared cages, but they do not pair up cleanly; imported one cage per interface</source>
        <translation>interfaces: Namen wie %1 sehen nach Unterports gemeinsamer Cages aus, lassen sich aber nicht sauber paaren; pro Schnittstelle wurde ein Cage importiert</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: the file lists %2 but not %3; assumed cage %4 carries %5 all the same</source>
        <translation>%1: Die Datei enthält %2, aber nicht %3; angenommen, dass Cage %4 trotzdem %5 trägt</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 %2: no type given; imported as a cage of unknown form factor</source>
        <translation>%1 %2: kein Typ angegeben; als Cage unbekannter Bauform importiert</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1.type: NetBox interface type %2 is not one Rackwright knows; assumed %3 from the type name</source>
        <translation>%1.type: Den NetBox-Schnittstellentyp %2 kennt Rackwright nicht; aus dem Typnamen wurde %3 angenommen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>guessed from the unknown NetBox interface type %1</source>
        <translation>aus dem unbekannten NetBox-Schnittstellentyp %1 geschätzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1.type: NetBox interface type %2 says nothing about the cage; imported as a cage of unknown form factor</source>
        <translation>%1.type: Der NetBox-Schnittstellentyp %2 sagt nichts über den Cage aus; als Cage unbekannter Bauform importiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1.type: %2 is a %3 port, for which Rackwright has no form factor; imported as form factor &apos;unknown&apos;</source>
        <translation>%1.type: %2 ist ein %3-Port, für den Rackwright keine Bauform kennt; mit der Bauform &apos;unknown&apos; importiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1.type: NetBox type %2 names a speed but no cage; assumed %3</source>
        <translation>%1.type: Der NetBox-Typ %2 nennt eine Geschwindigkeit, aber keinen Cage; %3 angenommen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NetBox type %1 names no cage; the usual cage for its speed was assumed</source>
        <translation>Der NetBox-Typ %1 nennt keinen Cage; der übliche Cage für seine Geschwindigkeit wurde angenommen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2: mgmt_only is not set; assumed a management port from its name or description</source>
        <translation>%1 %2: mgmt_only ist nicht gesetzt; aufgrund von Name oder Beschreibung als Management-Port angenommen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>interfaces: skipped %1 (%2): %3</source>
        <translation>interfaces: %1 übersprungen (%2): %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>virtual, bridge and LAG interfaces have no hardware to cable</source>
        <translation>virtuelle, Bridge- und LAG-Schnittstellen haben keine Hardware, die verkabelt werden könnte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wireless interfaces have nothing to cable</source>
        <translation>Funkschnittstellen haben nichts zu verkabeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backplane interfaces are wired inside the chassis</source>
        <translation>Backplane-Schnittstellen sind im Gehäuse verdrahtet</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>RS-232 console</source>
        <translation>RS-232-Konsole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RS-232 console server port</source>
        <translation>RS-232-Konsolenserver-Port</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>console-ports, console-server-ports: %n RJ45 port(s) imported as RS-232 serial cages, for console cables</source>
        <translation>
            <numerusform>console-ports, console-server-ports: %n RJ45-Port als serieller RS-232-Käfig importiert, für Konsolenkabel</numerusform>
            <numerusform>console-ports, console-server-ports: %n RJ45-Ports als serielle RS-232-Käfige importiert, für Konsolenkabel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: the name %2 is used twice; renamed this cage %3</source>
        <translation>%1: Der Name %2 wird zweimal verwendet; dieser Cage wurde in %3 umbenannt</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>management port, NetBox type %1</source>
        <translation>Management-Port, NetBox-Typ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NetBox type %1</source>
        <translation>NetBox-Typ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>NetBox does not say which heat sink OSFP cages expect; assumed an air-cooled switch that takes finned (IHS) modules</source>
        <translation>NetBox gibt nicht an, welchen Kühlkörper die OSFP-Cages erwarten; angenommen wurde ein luftgekühlter Switch für Module mit Kühlrippen (IHS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NetBox does not say which heat sink OSFP cages expect; assumed a riding heat sink that takes flat (RHS) modules</source>
        <translation>NetBox gibt nicht an, welchen Kühlkörper die OSFP-Cages erwarten; angenommen wurde ein aufliegender Kühlkörper für flache Module (RHS)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>NetBox gives the interface speed only; lane signalling is speed divided by lanes, and slower modes the cage may run are not listed</source>
        <translation>NetBox gibt nur die Schnittstellengeschwindigkeit an; die Lane-Signalrate ist die Geschwindigkeit geteilt durch die Lanes, und langsamere Modi des Cages sind nicht aufgeführt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NetBox lists two interfaces per OSFP cage; twin-port cages were inferred from their names</source>
        <translation>NetBox führt zwei Schnittstellen pro OSFP-Cage auf; Doppelport-Cages wurden aus ihren Namen abgeleitet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NetBox lists one interface per OSFP cage and does not say whether the cage carries two logical ports</source>
        <translation>NetBox führt eine Schnittstelle pro OSFP-Cage auf und gibt nicht an, ob der Cage zwei logische Ports trägt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NetBox names Ethernet interface types; InfiniBand was assumed from the model name</source>
        <translation>NetBox nennt Ethernet-Schnittstellentypen; InfiniBand wurde aus dem Modellnamen angenommen</translation>
    </message>
    <message>
        <location filename="../core/import/netbox/netboximport.cpp" line="+49"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mapping</source>
        <translation>eine Zuordnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected text; found %1</source>
        <translation>Text erwartet; gefunden: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected %1; found %2</source>
        <translation>erwartet: %1; gefunden: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a whole number of at least 1</source>
        <translation>eine ganze Zahl von mindestens 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a whole number of at least 1; found %1</source>
        <translation>ganze Zahl von mindestens 1 erwartet; gefunden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected true or false; found %1</source>
        <translation>true oder false erwartet; gefunden: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>expected a list of %1; found %2</source>
        <translation>erwartet wird eine Liste von %1; gefunden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a mapping with at least a name; found %1</source>
        <translation>erwartet wird eine Zuordnung mit mindestens einem Namen; gefunden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every entry needs a name</source>
        <translation>jeder Eintrag braucht einen Namen</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1[*].%2: not a NetBox key for %1, ignored (%n time(s), first at line %3)</source>
        <translation>
            <numerusform>%1[*].%2: kein NetBox-Schlüssel für %1, ignoriert (%n Mal, zuerst in Zeile %3)</numerusform>
            <numerusform>%1[*].%2: kein NetBox-Schlüssel für %1, ignoriert (%n Mal, zuerst in Zeile %3)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>weight_unit: given without a weight; ignored</source>
        <translation>weight_unit: ohne Gewicht angegeben; ignoriert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a weight (a number)</source>
        <translation>ein Gewicht (eine Zahl)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a weight of at least 0; found %1</source>
        <translation>erwartet wird ein Gewicht von mindestens 0; gefunden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weight: no weight_unit given; assumed kg</source>
        <translation>weight: kein weight_unit angegeben; kg angenommen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown unit %1; expected kg, g, lb or oz</source>
        <translation>unbekannte Einheit %1; erwartet wird kg, g, lb oder oz</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>this is a JSON schema, not a NetBox device or module type; import the YAML files of the device-type library instead</source>
        <translation>dies ist ein JSON-Schema, kein NetBox-Geräte- oder Modultyp; importieren Sie stattdessen die YAML-Dateien der Gerätetyp-Bibliothek</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this looks like a JSON schema, not a NetBox device or module type (no manufacturer, but schema keys); import the YAML files of the device-type library instead</source>
        <translation>dies sieht nach einem JSON-Schema aus, nicht nach einem NetBox-Geräte- oder Modultyp (kein Hersteller, aber Schema-Schlüssel); importieren Sie stattdessen die YAML-Dateien der Gerätetyp-Bibliothek</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing or empty; every NetBox device and module type names its manufacturer</source>
        <translation>fehlt oder ist leer; jeder NetBox-Geräte- und Modultyp nennt seinen Hersteller</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>missing or empty; every NetBox device and module type names its model</source>
        <translation>fehlt oder ist leer; jeder NetBox-Geräte- und Modultyp nennt sein Modell</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (line %2): not a NetBox device-type key; ignored</source>
        <translation>%1 (Zeile %2): kein Schlüssel eines NetBox-Gerätetyps; ignoriert</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a height in rack units (e.g. 1 or 0.5)</source>
        <translation>eine Höhe in Höheneinheiten (z. B. 1 oder 0.5)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1: interface %2 is listed twice; kept the first</source>
        <translation>%1: Die Schnittstelle %2 ist zweimal aufgeführt; die erste wurde behalten</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>every rear port needs a type</source>
        <translation>jeder rückseitige Port braucht einen Typ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>every front port needs a type</source>
        <translation>jeder vordere Port braucht einen Typ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a rear port position needs a rear_port</source>
        <translation>eine Position eines rückseitigen Ports braucht einen rear_port</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>names rear port %1, which rear-ports does not define</source>
        <translation>nennt den rückseitigen Port %1, den rear-ports nicht definiert</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>position %1 (for %n front position(s)) does not fit rear port %2, which has %3 position(s)</source>
        <translation>
            <numerusform>Position %1 (für %n vordere Position) passt nicht zum rückseitigen Port %2, der %3 Position(en) hat</numerusform>
            <numerusform>Position %1 (für %n vordere Positionen) passt nicht zum rückseitigen Port %2, der %3 Position(en) hat</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>position %1 of rear port %2 is already used by %3</source>
        <translation>Position %1 des rückseitigen Ports %2 wird bereits von %3 verwendet</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>inventory-items: %n inventory item(s) ignored; they are not ports</source>
        <translation>
            <numerusform>inventory-items: %n Inventarposten ignoriert; er ist kein Port</numerusform>
            <numerusform>inventory-items: %n Inventarposten ignoriert; sie sind keine Ports</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>names contain NetBox&apos;s {module} placeholder (filled in with the module bay position); removed it</source>
        <translation>die Namen enthalten den NetBox-Platzhalter {module} (der mit der Position des Modulschachts gefüllt wird); er wurde entfernt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>NetBox device-type file</source>
        <translation>NetBox-Gerätetyp-Datei</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not valid YAML: nested more than %1 levels deep; a NetBox device type needs a handful</source>
        <translation>kein gültiges YAML: mehr als %1 Ebenen tief verschachtelt; ein NetBox-Gerätetyp braucht nur eine Handvoll</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>not valid YAML: %1</source>
        <translation>kein gültiges YAML: %1</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>expected a height from 0 to %1 in steps of 0.5 rack units; found %2</source>
        <translation>erwartet wird eine Höhe von 0 bis %1 in Schritten von 0,5 Höheneinheiten; gefunden: %2</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>not valid YAML (and not named .yaml or .yml; is this a NetBox device-type file?): %1</source>
        <translation>kein gültiges YAML (und nicht .yaml oder .yml benannt; ist das eine NetBox-Gerätetyp-Datei?): %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file holds %1 YAML documents; imported the first</source>
        <translation>die Datei enthält %1 YAML-Dokumente; das erste wurde importiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(top level)</source>
        <translation>(oberste Ebene)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a NetBox device or module type (a mapping with manufacturer and model); found %1</source>
        <translation>erwartet wird ein NetBox-Geräte- oder Modultyp (eine Zuordnung mit manufacturer und model); gefunden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty document</source>
        <translation>ein leeres Dokument</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Cannot create the catalog folder %1; check that it is writable.</source>
        <translation>Der Katalogordner %1 kann nicht angelegt werden; prüfen Sie, ob er beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../core/import/netbox/netboxparts.cpp" line="+48"/>
        <source>a NetBox module type with network interfaces</source>
        <translation>ein NetBox-Modultyp mit Netzwerkschnittstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a NetBox module type without network interfaces (e.g. a power supply)</source>
        <translation>ein NetBox-Modultyp ohne Netzwerkschnittstellen (z. B. ein Netzteil)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has power outlets</source>
        <translation>es hat Stromausgänge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has console server ports</source>
        <translation>es hat Konsolenserver-Ports</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has front and rear pass-through ports and no interfaces</source>
        <translation>es hat vordere und rückseitige Durchgangsports und keine Schnittstellen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it has only module bays (for cassettes) and passive airflow</source>
        <translation>es hat nur Modulschächte (für Kassetten) und passiven Luftstrom</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its manufacturer or description names a firewall</source>
        <translation>sein Hersteller oder seine Beschreibung nennt eine Firewall</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its manufacturer or description names a storage system</source>
        <translation>sein Hersteller oder seine Beschreibung nennt ein Speichersystem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it has PCIe module bays</source>
        <translation>es hat PCIe-Modulschächte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its name says server</source>
        <translation>sein Name sagt Server</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>most of its %1 ports are 1G copper</source>
        <translation>die meisten seiner %1 Ports sind 1G-Kupfer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its name says switch</source>
        <translation>sein Name sagt Switch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it has %1 network ports</source>
        <translation>es hat %1 Netzwerkports</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing in the file says what it is</source>
        <translation>nichts in der Datei sagt, was es ist</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>airflow (line %1): side-to-rear recorded as mixed</source>
        <translation>airflow (Zeile %1): side-to-rear als gemischt erfasst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>airflow (line %1): unknown value %2; recorded as unknown</source>
        <translation>airflow (Zeile %1): unbekannter Wert %2; als unbekannt erfasst</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (rear)</source>
        <translation>%1 (hinten)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rear-ports: rear ports share names with front ports; renamed them &quot;&lt;name&gt; (rear)&quot;</source>
        <translation>rear-ports: Rückseitige Ports tragen dieselben Namen wie vordere Ports; sie wurden in &quot;&lt;Name&gt; (hinten)&quot; umbenannt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1.type: NetBox port type %2 has no Rackwright connector; recorded as &apos;none&apos;</source>
        <translation>%1.type: Zum NetBox-Porttyp %2 gibt es keinen Rackwright-Stecker; als &apos;none&apos; erfasst</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: front ports of rear port %2 carry different fiber counts; positions follow the first of them</source>
        <translation>%1: Die vorderen Ports des rückseitigen Ports %2 führen unterschiedlich viele Fasern; die Positionen folgen dem ersten von ihnen</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>front-ports: some front ports name no rear_port; imported without a rear mapping</source>
        <translation>front-ports: Einige vordere Ports nennen keinen rear_port; ohne rückseitige Zuordnung importiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>NetBox port type &apos;lc&apos; does not say simplex or duplex; assumed LC duplex (two fibers per NetBox position)</source>
        <translation>Der NetBox-Porttyp &apos;lc&apos; sagt nicht, ob simplex oder duplex; LC duplex angenommen (zwei Fasern pro NetBox-Position)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>NetBox port type &apos;lc&apos; does not say simplex or duplex; assumed LC simplex where the rear connector leaves one fiber per position</source>
        <translation>Der NetBox-Porttyp &apos;lc&apos; sagt nicht, ob simplex oder duplex; LC simplex angenommen, wo der rückseitige Stecker eine Faser pro Position lässt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NetBox port type &apos;mpo&apos; has no fiber count; assumed MPO-12</source>
        <translation>Der NetBox-Porttyp &apos;mpo&apos; hat keine Faserzahl; MPO-12 angenommen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>NetBox &apos;pc&apos; polish recorded as UPC</source>
        <translation>NetBox-Schliff &apos;pc&apos; als UPC erfasst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the NetBox port type gives no polish</source>
        <translation>der NetBox-Porttyp gibt keinen Schliff an</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>NetBox does not give the top style; assumed finned</source>
        <translation>NetBox gibt die Oberseitenform nicht an; mit Kühlrippen angenommen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>derived from the NetBox interface speed and lane count</source>
        <translation>aus der NetBox-Schnittstellengeschwindigkeit und der Lane-Zahl abgeleitet</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>read from the model name</source>
        <translation>aus dem Modellnamen gelesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NetBox describes no optics; connector, polish and fiber positions are the usual ones for %1</source>
        <translation>NetBox beschreibt keine Optik; Stecker, Schliff und Faserpositionen sind die für %1 üblichen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>IEEE nominal reach for %1; NetBox carries no reach</source>
        <translation>IEEE-Nennreichweite für %1; NetBox enthält keine Reichweite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model: no nominal reach known for %1; reach left empty</source>
        <translation>model: keine Nennreichweite für %1 bekannt; Reichweite bleibt leer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a module type with one pluggable interface whose name reads like an optic</source>
        <translation>ein Modultyp mit einer steckbaren Schnittstelle, deren Name nach einer Optik klingt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>NetBox device-type library: %1/%2</source>
        <translation>NetBox-Gerätetyp-Bibliothek: %1/%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>NetBox device types carry no role; assumed %1 because %2</source>
        <translation>NetBox-Gerätetypen haben keine Rolle; %1 angenommen, weil %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>u_height: not given; assumed 1 rack unit (NetBox&apos;s default)</source>
        <translation>u_height: nicht angegeben; 1 Höheneinheit angenommen (NetBox-Standard)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>u_height: 0, a zero-U PDU: it hangs in a rack&apos;s side channel and takes no rack units</source>
        <translation>u_height: 0, eine Zero-U-PDU: sie hängt im Seitenkanal eines Racks und belegt keine Höheneinheiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>u_height: 0, so the device is not rackable%1; it cannot be placed in a rack</source>
        <translation>u_height: 0, das Gerät ist also nicht rackfähig%1; es kann nicht in ein Rack eingebaut werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (a child device that sits in a device bay)</source>
        <translation> (ein untergeordnetes Gerät, das in einem Geräteschacht sitzt)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>NetBox gives no size for this %1; assumed a %2 × %3 mm faceplate</source>
        <translation>NetBox gibt für dieses %1 keine Größe an; eine Frontplatte von %2 × %3 mm angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 U device</source>
        <translation>0-HE-Gerät</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>NetBox gives the draw per power port; used the largest, assuming redundant supplies</source>
        <translation>NetBox gibt die Leistungsaufnahme pro Stromanschluss an; der größte Wert wurde verwendet, in der Annahme redundanter Netzteile</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NetBox&apos;s allocated draw of one power port</source>
        <translation>die von NetBox zugewiesene Leistungsaufnahme eines Stromanschlusses</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>interfaces: NetBox lists Ethernet interface types, but %1 is an InfiniBand switch; its data ports were imported as InfiniBand</source>
        <translation>interfaces: NetBox führt Ethernet-Schnittstellentypen auf, aber %1 ist ein InfiniBand-Switch; seine Datenports wurden als InfiniBand importiert</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>NetBox has no panel positions; laid out %n port(s) on a generic grid (x and y are placeholders)</source>
        <translation>
            <numerusform>NetBox hat keine Positionen auf der Frontplatte; %n Port auf einem allgemeinen Raster angeordnet (x und y sind Platzhalter)</numerusform>
            <numerusform>NetBox hat keine Positionen auf der Frontplatte; %n Ports auf einem allgemeinen Raster angeordnet (x und y sind Platzhalter)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NetBox has no panel positions; generic grid</source>
        <translation>NetBox hat keine Positionen auf der Frontplatte; allgemeines Raster</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>module-bays: %1 power-supply and fan bays recorded as counts, not as adapter bays</source>
        <translation>module-bays: %1 Netzteil- und Lüfterschächte als Anzahl erfasst, nicht als Adapterschächte</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>device-bays: %1 bay(s) for child devices (%2) recorded as a count; Rackwright does not nest devices</source>
        <translation>device-bays: %1 Schacht/Schächte für untergeordnete Geräte (%2) als Anzahl erfasst; Rackwright verschachtelt keine Geräte</translation>
    </message>
</context>
<context>
    <name>rackwright::Networks</name>
    <message>
        <location filename="../core/model/networks.cpp" line="+83"/>
        <source>&quot;%1&quot; is not a network key: use a lower-case letter, then up to 31 lower-case letters, digits or &apos;-&apos; (built in: %2)</source>
        <translation>„%1“ ist kein Netzwerkschlüssel: verwenden Sie einen Kleinbuchstaben, dann bis zu 31 Kleinbuchstaben, Ziffern oder „-“ (eingebaut: %2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%1&quot; is a built-in network; give the design&apos;s own network another key</source>
        <translation>„%1“ ist ein eingebautes Netzwerk; geben Sie dem eigenen Netzwerk des Designs einen anderen Schlüssel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the network key &quot;%1&quot; is used twice; every network needs its own key</source>
        <translation>der Netzwerkschlüssel „%1“ wird zweimal verwendet; jedes Netzwerk braucht einen eigenen Schlüssel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-band management</source>
        <translation>In-Band-Management</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out-of-band management</source>
        <translation>Out-of-Band-Management</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Customer uplink</source>
        <translation>Kunden-Uplink</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>unassigned</source>
        <translation>nicht zugeordnet</translation>
    </message>
</context>
<context>
    <name>rackwright::OpticalChecks</name>
    <message>
        <location filename="../core/validation/checks_optical.cpp" line="+35"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> through adapter %1 (%2)</source>
        <translation> über Adapter %1 (%2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 and %2%3</source>
        <translation>%1 und %2%3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 cannot mate: connector type and fiber count must be identical (%3 with %4 fibers, %5 with %6 fibers). Use a cord with %7 connectors, or an explicit conversion harness or cassette.</source>
        <translation>%1: %2 lassen sich nicht stecken: Steckertyp und Faserzahl müssen gleich sein (%3 mit %4 Fasern, %5 mit %6 Fasern). Verwenden Sie ein Kabel mit %7-Steckern oder ausdrücklich einen Konvertierungs-Kabelbaum oder eine Kassette.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Male (pinned) pins collide and damage the ferrules; transceiver receptacles are male, so plug a female patch cord into the module and land the male trunk on a panel.</source>
        <translation>Die Stifte zweier männlicher (gepinnter) Stecker stoßen zusammen und beschädigen die Ferrulen; Transceiver-Buchsen sind männlich, stecken Sie also ein weibliches Patchkabel in das Modul und führen Sie den männlichen Trunk auf ein Panel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Male (pinned) pins collide and damage the ferrules; use a female cord on one side.</source>
        <translation>Die Stifte zweier männlicher (gepinnter) Stecker stoßen zusammen und beschädigen die Ferrulen; verwenden Sie auf einer Seite ein weibliches Kabel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two female (unpinned) ferrules do not align and lose light; one side must be male (pinned), e.g. a male trunk between female patch cords.</source>
        <translation>Zwei weibliche (ungepinnte) Ferrulen richten sich nicht aus und verlieren Licht; eine Seite muss männlich (gepinnt) sein, z. B. ein männlicher Trunk zwischen weiblichen Patchkabeln.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 are both %3. %4</source>
        <translation>%1: %2 sind beide %3. %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>male</source>
        <translation>männlich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>female</source>
        <translation>weiblich</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 have different polish (%3 and %4%5): APC (angled, green) never mates with UPC. Use %6 parts on both sides; legacy UPC cords cannot be reused for APC optics.</source>
        <translation>%1: %2 haben unterschiedlichen Schliff (%3 und %4%5): APC (schräg, grün) passt nie zu UPC. Verwenden Sie auf beiden Seiten %6-Teile; alte UPC-Kabel lassen sich für APC-Optiken nicht weiterverwenden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, adapter %1</source>
        <translation>, Adapter %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>has no insertion-loss rating</source>
        <translation>hat keinen Nennwert für die Einfügedämpfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is rated %1 dB per mating%2</source>
        <translation>ist für %1 dB pro Steckverbindung ausgelegt%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, not low-loss</source>
        <translation>, nicht dämpfungsarm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 %3; NVIDIA requires %4 components rated at most %5 dB per mating. Use a low-loss rated part.</source>
        <translation>%1: %2 %3; NVIDIA verlangt %4-Komponenten mit höchstens %5 dB pro Steckverbindung. Verwenden Sie ein als dämpfungsarm ausgewiesenes Teil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>low-loss MPO</source>
        <translation>dämpfungsarme MPO</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>grade B LC</source>
        <translation>LC der Klasse B</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 port %2 A-B adapter</source>
        <translation>%1 Port %2 A-B-Adapter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 port %2 reversing adapter</source>
        <translation>%1 Port %2 vertauschender Adapter</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>key-up/key-down adapters (%1) with key-up/key-up adapters (%2)</source>
        <translation>Key-up/Key-down-Adapter (%1) mit Key-up/Key-up-Adaptern (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type-A trunks (%1) with Type-B trunks (%2)</source>
        <translation>Typ-A-Trunks (%1) mit Typ-B-Trunks (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type-A trunks (%1, Method A) with key-up/key-up adapters (%2, Method B)</source>
        <translation>Typ-A-Trunks (%1, Methode A) mit Key-up/Key-up-Adaptern (%2, Methode B)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 mixes polarity methods: %2. Keep one TIA-568 method per structured plant (Method A: Type-A trunks, key-up/key-down adapters, one Type-B cord; Method B: Type-B trunks, key-up/key-up adapters); mixed plants break during moves and changes.</source>
        <translation>%1 mischt Polaritätsmethoden: %2. Verwenden Sie eine TIA-568-Methode pro strukturierter Verkabelung (Methode A: Typ-A-Trunks, Key-up/Key-down-Adapter, ein Typ-B-Kabel; Methode B: Typ-B-Trunks, Key-up/Key-up-Adapter); gemischte Verkabelungen scheitern bei Umzügen und Änderungen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 not verified: %2 relies on the fiber map of %3, which is UNCONFIRMED (%4).</source>
        <translation>%1 nicht geprüft: %2 beruht auf der Faserbelegung von %3, die UNBESTÄTIGT ist (%4).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 contains %2, a Type-C element that swaps adjacent fibers: Tx lands on a dark or Tx position. Type C is for duplex systems only; replace it by a Type-B cord such as MFP7E10.</source>
        <translation>%1 enthält %2, ein Typ-C-Element, das benachbarte Fasern vertauscht: Tx landet auf einer dunklen oder einer Tx-Position. Typ C ist nur für Duplex-Systeme; ersetzen Sie es durch ein Typ-B-Kabel wie MFP7E10.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>1 A-B crossover</source>
        <translation>1 A-B-Kreuzung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 A-B crossovers</source>
        <translation>%1 A-B-Kreuzungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Use an odd number of A-B crossovers, e.g. replace one A-B cord by an A-A cord.</source>
        <translation>Verwenden Sie eine ungerade Zahl von A-B-Kreuzungen, z. B. ersetzen Sie ein A-B-Kabel durch ein A-A-Kabel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 has %2%3: Tx lands on Tx. %4</source>
        <translation>%1 hat %2%3: Tx landet auf Tx. %4</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>1 polarity reversal</source>
        <translation>1 Polaritätsumkehr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 polarity reversals</source>
        <translation>%1 Polaritätsumkehrungen</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Use modules of one PMD at both ends.</source>
        <translation>Verwenden Sie an beiden Enden Module desselben PMD.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace one end, e.g. %1.</source>
        <translation>Ersetzen Sie ein Ende, z. B. %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Use an odd number of Type-B elements, e.g. replace the Type-A cord by a Type-B cord such as MFP7E10.</source>
        <translation>Verwenden Sie eine ungerade Zahl von Typ-B-Elementen, z. B. ersetzen Sie das Typ-A-Kabel durch ein Typ-B-Kabel wie MFP7E10.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Use an odd number of A-B crossovers, e.g. replace the A-A cord %1 by an A-B cord.</source>
        <translation>Verwenden Sie eine ungerade Anzahl von A-B-Kreuzungen, z. B. ersetzen Sie das A-A-Kabel %1 durch ein A-B-Kabel.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Use an odd number of Type-B elements, e.g. replace one cord by a Type-A cord or use a key-up/key-up adapter.</source>
        <translation>Verwenden Sie eine ungerade Zahl von Typ-B-Elementen, z. B. ersetzen Sie ein Kabel durch ein Typ-A-Kabel oder verwenden Sie einen Key-up/Key-up-Adapter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tx lane %1 of %2 lands on %3 of %4</source>
        <translation>Tx-Lane %1 von %2 landet auf %3 von %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no fiber</source>
        <translation>keiner Faser</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, which is a different Rx lane; the composite map%3 is %4. Use straight Type-A/Type-B elements so that lane i reaches lane i.</source>
        <translation>%1: %2, das ist eine andere Rx-Lane; die Gesamtzuordnung%3 ist %4. Verwenden Sie gerade Typ-A/Typ-B-Elemente, sodass Lane i auf Lane i trifft.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2, which does not return on the Rx lane paired with its Tx lane; the composite map%3 is %4. Check the splitter or cassette pin-out.</source>
        <translation>%1: %2, das kommt nicht auf der Rx-Lane zurück, die zu seiner Tx-Lane gehört; die Gesamtzuordnung%3 ist %4. Prüfen Sie die Belegung des Splitters oder der Kassette.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2, which carries no Rx lane; the composite map%3 is %4. Use elements that carry every used fiber position (an odd number of Type-B elements for parallel optics, an A-B crossover for duplex).</source>
        <translation>%1: %2, das führt keine Rx-Lane; die Gesamtzuordnung%3 ist %4. Verwenden Sie Elemente, die jede belegte Faserposition führen (eine ungerade Zahl von Typ-B-Elementen für parallele Optiken, eine A-B-Kreuzung für Duplex).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2 is %3 fiber (%4) but %5 is a %6 nm %7 optic (%8). Use %9.</source>
        <translation>%1: %2 ist %3-Faser (%4), aber %5 ist eine %7-Optik mit %6 nm (%8). Verwenden Sie %9.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>multimode</source>
        <translation>Multimode</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>single-mode</source>
        <translation>Singlemode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OS2 single-mode fiber such as MFP7E30</source>
        <translation>OS2-Singlemode-Faser wie MFP7E30</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OM4 multimode fiber such as MFP7E10</source>
        <translation>OM4-Multimode-Faser wie MFP7E10</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 mixes fiber grades %2; the channel is rated as %3, its worst grade. Use one grade (OM4) end to end.</source>
        <translation>%1 mischt Faserklassen %2; der Kanal gilt als %3, seine schlechteste Klasse. Verwenden Sie durchgehend eine Klasse (OM4).</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 runs through splitter %2, but %3 is %4: its lanes share fibers (wavelength multiplexing), so it cannot be split. Use straight cords, or parallel DR4/SR4 modules (e.g. MMS4X00-NM) where the port must be split.</source>
        <translation>%1 läuft über den Splitter %2, aber %3 ist %4: Seine Lanes teilen sich Fasern (Wellenlängenmultiplex) und lassen sich daher nicht aufteilen. Verwenden Sie gerade Kabel oder, wo der Port aufgeteilt werden muss, parallele DR4/SR4-Module (z. B. MMS4X00-NM).</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+2"/>
        <source>%1 by %2 (%3)</source>
        <translation>%1 durch %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 joins %2 (%3) to %4 (%5): both ends must run the same optical PMD. %6</source>
        <translation>%1 verbindet %2 (%3) mit %4 (%5): Beide Enden müssen dasselbe optische PMD verwenden. %6</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 joins %2 %3 to %4 %5 (%6 both): interoperability between vendors&apos; %6 variants is unverified (UNCONFIRMED), and reach is capped at the lower of the two. Use the same vendor at both ends or qualify the pair.</source>
        <translation>%1 verbindet %2 %3 mit %4 %5 (beide %6): Die Zusammenarbeit der %6-Varianten verschiedener Hersteller ist ungeprüft (UNBESTÄTIGT), und die Reichweite ist auf die kleinere der beiden begrenzt. Verwenden Sie an beiden Enden denselben Hersteller oder qualifizieren Sie das Paar.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 runs at %2G: %3 of %4 lanes lit × %5G on leg %6 of splitter %7.</source>
        <translation>%1 läuft mit %2G: %3 von %4 Lanes aktiv × %5G auf Abgang %6 des Splitters %7.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>port %1 straight (%2)</source>
        <translation>Port %1 gerade (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>port %1 through splitter %2</source>
        <translation>Port %1 über Splitter %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 in %2 runs %3 and %4: a twin-port module runs either 2x400G (both ports straight) or 4x200G (both ports split), never one of each. Use splitters on both ports or straight cords on both.</source>
        <translation>%1 in %2 betreibt %3 und %4: Ein Doppelport-Modul läuft entweder mit 2x400G (beide Ports gerade) oder 4x200G (beide Ports aufgeteilt), nie gemischt. Verwenden Sie Splitter an beiden Ports oder gerade Kabel an beiden.</translation>
    </message>
</context>
<context>
    <name>rackwright::PageDocument</name>
    <message>
        <location filename="../core/export/pagepainter.cpp" line="+93"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>rackwright::PlanSettings</name>
    <message>
        <location filename="../core/planner/plansettings.cpp" line="+9"/>
        <source>the number of servers</source>
        <translation>die Anzahl der Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Tiers&quot;</source>
        <translation>„Ebenen“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Rail-optimised&quot;</source>
        <translation>„Rail-optimiert“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;SU size&quot;</source>
        <translation>„SU-Größe“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Planes&quot;</source>
        <translation>„Netzebenen“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Media&quot;</source>
        <translation>„Medium“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Servers per rack&quot;</source>
        <translation>„Server pro Rack“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Row length&quot;</source>
        <translation>„Reihenlänge“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Scalable units&quot;</source>
        <translation>„Scalable Units“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Nodes&quot;</source>
        <translation>„Knoten“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Storage appliances&quot;</source>
        <translation>„Storage-Appliances“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>rackwright::PolarityMethod</name>
    <message>
        <location filename="../core/catalog/positionmap.cpp" line="+201"/>
        <source>A-A</source>
        <translation>A-A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type A</source>
        <translation>Typ A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A-B</source>
        <translation>A-B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type B</source>
        <translation>Typ B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type C</source>
        <translation>Typ C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>splitter</source>
        <translation>Splitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>custom map</source>
        <translation>benutzerdefinierte Zuordnung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the label &quot;%1&quot; says %2 but the map is %3; Rackwright follows the map. Correct the label or the map so they agree</source>
        <translation>die Beschriftung „%1“ besagt %2, die Zuordnung ist aber %3; Rackwright folgt der Zuordnung. Korrigieren Sie die Beschriftung oder die Zuordnung, damit sie übereinstimmen</translation>
    </message>
</context>
<context>
    <name>rackwright::PortBudgetChartPainter</name>
    <message>
        <location filename="../core/export/portbudgetcharts.cpp" line="+203"/>
        <source>Leaf oversubscription %1 (downlinks : uplinks)</source>
        <translation>Leaf-Überbuchung %1 (Downlinks : Uplinks)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ports per role (all switches of the role)</source>
        <translation>Ports pro Rolle (alle Switches der Rolle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logical ports</source>
        <translation>logische Ports</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downlinks used</source>
        <translation>Belegte Downlinks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uplinks used</source>
        <translation>Belegte Uplinks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Links and hardware per tier</source>
        <translation>Verbindungen und Hardware pro Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical links</source>
        <translation>Logische Verbindungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cable assemblies</source>
        <translation>Kabelkonfektionen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Port budget charts</source>
        <translation>Port-Budget-Diagramme</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to chart</source>
        <translation>Nichts darzustellen</translation>
    </message>
</context>
<context>
    <name>rackwright::PortMapPainter</name>
    <message>
        <location filename="../core/export/portmappainter.cpp" line="+48"/>
        <source>Cage</source>
        <translation>Cage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer device:port</source>
        <translation>Gegenstelle Gerät:Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>module, no cable</source>
        <translation>Modul, kein Kabel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned</source>
        <translation>geplant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>installed</source>
        <translation>installiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decommissioned</source>
        <translation>außer Betrieb</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>(loose end)</source>
        <translation>(loses Ende)</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>(cable plug)</source>
        <translation>(Kabelstecker)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Port maps</source>
        <translation>Port-Pläne</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Port map: %1</source>
        <translation>Port-Plan: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>FRONT PANEL</source>
        <translation>VORDERSEITE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>REAR PANEL</source>
        <translation>RÜCKSEITE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(port area, %1 mm to %2 mm from the top)</source>
        <translation>(Portbereich, %1 mm bis %2 mm von oben)</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> (continued)</source>
        <translation> (Fortsetzung)</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>%1 · part %2</source>
        <translation>%1 · Teil %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UNCONFIRMED: %1</source>
        <translation>UNBESTÄTIGT: %1</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>validation error</source>
        <translation>Prüffehler</translation>
    </message>
</context>
<context>
    <name>rackwright::PortPlanner</name>
    <message>
        <location filename="../core/planner/catalogspecs.cpp" line="+35"/>
        <source>InfiniBand ports use at most 4 lanes, so a %1G port would need %2 lanes of %3G</source>
        <translation>InfiniBand-Ports nutzen höchstens 4 Lanes, ein %1G-Port bräuchte also %2 Lanes zu %3G</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cage %1 would have to be split into %2 ports of %3G but is not split-capable</source>
        <translation>der Cage %1 müsste in %2 Ports zu %3G aufgeteilt werden, ist aber nicht aufteilbar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 has no cages in the catalog; give --switch-ports and --switch-rate instead</source>
        <translation>%1 hat im Katalog keine Cages; geben Sie stattdessen --switch-ports und --switch-rate an</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no cage of %1 can carry a %2G port%3; choose a link rate the switch supports</source>
        <translation>kein Cage von %1 kann einen %2G-Port tragen%3; wählen Sie eine Verbindungsrate, die der Switch unterstützt</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the catalog entry of %1</source>
        <translation>dem Katalogeintrag von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 compute ports in twin-port cages, %3 per rail of %4 GPUs</source>
        <translation>den %2 Compute-Ports von %1 in Twin-Port-Käfigen, %3 pro Rail von %4 GPUs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1&apos;s %2 twin-port compute ports, one per GPU</source>
        <translation>den %2 Doppelport-Compute-Ports von %1, einer pro GPU</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no compute trays in the catalog, so there is nothing to wire to the fabric</source>
        <translation>%1 hat im Katalog keine Compute-Trays, es gibt also nichts an das Fabric anzuschließen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the catalog entry of %1: %2 GPUs over %3 compute trays</source>
        <translation>der Katalogeintrag von %1: %2 GPUs auf %3 Compute-Trays</translation>
    </message>
    <message>
        <location filename="../core/planner/portbudget.cpp" line="+46"/>
        <source>server–leaf</source>
        <translation>Server–Leaf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaf–spine</source>
        <translation>Leaf–Spine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spine–core</source>
        <translation>Spine–Core</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>optics and straight fiber: one module per used cage (a module serves %1 link(s) at the lower end, %2 at the upper end), one fiber assembly per logical link</source>
        <translation>Optik und gerade Glasfaser: ein Modul pro belegtem Cage (ein Modul bedient %1 Verbindung(en) am unteren Ende, %2 am oberen Ende), eine Glasfaserkonfektion pro logischer Verbindung</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>direct-attach copper, twin-port to twin-port: one assembly carries 2 links, no transceivers</source>
        <translation>Direct-Attach-Kupfer, Doppelport zu Doppelport: eine Konfektion trägt 2 Verbindungen, keine Transceiver</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>direct-attach copper breakout: a twin-port head with 2 single-port legs carries 2 links, no transceivers</source>
        <translation>Direct-Attach-Kupfer-Breakout: ein Doppelport-Kopf mit 2 Einzelport-Abgängen trägt 2 Verbindungen, keine Transceiver</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>direct-attach copper: one assembly per link, no transceivers</source>
        <translation>Direct-Attach-Kupfer: eine Konfektion pro Verbindung, keine Transceiver</translation>
    </message>
    <message>
        <location filename="../core/planner/systemplanning.cpp" line="+21"/>
        <source>%1 comes in whole racks of %2 compute trays (%3 GPUs); %4 GPUs are %5 trays. Plan a multiple of %3 GPUs</source>
        <translation>%1 gibt es nur in ganzen Racks zu %2 Compute-Trays (%3 GPUs); %4 GPUs sind %5 Trays. Planen Sie ein Vielfaches von %3 GPUs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s compute trays are wired by tray position, not by rail: leaf k of a scalable unit takes every compute port of tray k in each of its racks, whose NVLink already joins the GPUs of one rack. Leave %2 off</source>
        <translation>Die Compute-Trays von %1 werden nach Tray-Position verdrahtet, nicht nach Rail: Leaf k einer Scalable Unit nimmt jeden Compute-Port von Tray k in jedem ihrer Racks, dessen NVLink die GPUs eines Racks bereits verbindet. Lassen Sie %2 weg</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 = %2 compute trays is not a whole number of %3 racks (%4 trays each); give a multiple of %4</source>
        <translation>%1 = %2 Compute-Trays ist keine ganze Zahl von %3-Racks (je %4 Trays); geben Sie ein Vielfaches von %4 an</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scalable unit: %1 racks of %2 (%3 compute trays, %4 GPUs), the unit of NVIDIA&apos;s DGX SuperPOD GB200 reference architecture</source>
        <translation>Scalable Unit: %1 Racks %2 (%3 Compute-Trays, %4 GPUs), die Einheit der NVIDIA-Referenzarchitektur DGX SuperPOD GB200</translation>
    </message>
    <message>
        <location filename="../core/planner/portbudget.cpp" line="+15"/>
        <location filename="../core/planner/portbudgetreport.cpp" line="+203"/>
        <source>switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tiers must be 2 or 3, not %1</source>
        <translation>die Zahl der Ebenen muss 2 oder 3 sein, nicht %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPUs per server, links per GPU, planes and the link rate must be at least 1, and no count may be negative</source>
        <translation>GPUs pro Server, Verbindungen pro GPU, Netzebenen und die Verbindungsrate müssen mindestens 1 sein, und keine Anzahl darf negativ sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>give the number of GPUs or of servers</source>
        <translation>geben Sie die Zahl der GPUs oder der Server an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>more than 100,000,000 GPUs is beyond this planner</source>
        <translation>mehr als 100.000.000 GPUs übersteigen diesen Planer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs do not match %2 servers × %3 GPUs per server</source>
        <translation>%1 GPUs passen nicht zu %2 Servern × %3 GPUs pro Server</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>more than 100,000,000 links is beyond this planner</source>
        <translation>mehr als 100.000.000 Verbindungen übersteigen diesen Planer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the switch needs at least 2 ports</source>
        <translation>der Switch braucht mindestens 2 Ports</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 logical ports do not divide evenly over %2 cages</source>
        <translation>%1 logische Ports lassen sich nicht gleichmäßig auf %2 Cages verteilen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 ports run at %2G but the links are %3G; plan with matching rates (for split ports give the split count and rate, e.g. 128 ports at 400G for 64 at 800G)</source>
        <translation>die Ports des %1 laufen mit %2G, die Verbindungen aber mit %3G; planen Sie mit passenden Raten (für aufgeteilte Ports geben Sie Anzahl und Rate nach der Aufteilung an, z. B. 128 Ports mit 400G statt 64 mit 800G)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1&apos;s compute ports run %2 only, but %3 is an %4 switch: choose an %2 switch, or a server for %4</source>
        <translation>Die Compute-Ports von %1 laufen nur mit %2, aber %3 ist ein %4-Switch: Wählen Sie einen %2-Switch oder einen Server für %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 links per server do not split evenly over %2 planes</source>
        <translation>%1 Verbindungen pro Server lassen sich nicht gleichmäßig auf %2 Netzebenen aufteilen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a leaf needs at least one downlink and one uplink, and the %1 has %2 ports</source>
        <translation>ein Leaf braucht mindestens einen Downlink und einen Uplink, und der %1 hat %2 Ports</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 downlinks + %2 uplinks per leaf need %3 ports; the %4 has %5</source>
        <translation>%1 Downlinks + %2 Uplinks pro Leaf brauchen %3 Ports; der %4 hat %5</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the oversubscription needs whole numbers of at least 1</source>
        <translation>die Überbuchung braucht ganze Zahlen von mindestens 1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 downlinks and %2 uplinks need %3 + %4 cages of %5 ports when every cage serves one tier; the %6 has %7 cages. Use counts that are multiples of %5</source>
        <translation>%1 Downlinks und %2 Uplinks brauchen %3 + %4 Cages mit %5 Ports, wenn jeder Cage eine Ebene bedient; der %6 hat %7 Cages. Verwenden Sie Anzahlen, die Vielfache von %5 sind</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>SU size not given: the %1 servers form one SU, smaller than the %2 a rail leaf could take; choose full-SU growth to build the leaves, spines and optics for %2</source>
        <translation>SU-Größe nicht angegeben: Die %1 Server bilden eine SU, kleiner als die %2, die ein Rail-Leaf aufnehmen könnte; wählen Sie Wachstum auf ganze SUs, um Leaves, Spines und Optiken für %2 aufzubauen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SU size not given: %1 servers per SU, as many as a rail leaf has downlinks</source>
        <translation>SU-Größe nicht angegeben: %1 Server pro SU, so viele, wie ein Rail-Leaf Downlinks hat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last SU holds no server, only the node slot reserved for other devices (the UFM links); its %1 rail leaves are built in full</source>
        <translation>Die letzte SU enthält keinen Server, nur den für andere Geräte (die UFM-Verbindungen) reservierten Knotenplatz; ihre %1 Rail-Leaves werden vollständig gebaut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last SU has %1 of %2 servers; its %3 rail leaves are built in full</source>
        <translation>Die letzte SU hat %1 von %2 Servern; ihre %3 Rail-Leafs werden vollständig aufgebaut</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The last SU has %1 of %2 servers; its %3 leaves are built in full</source>
        <translation>Die letzte SU hat %1 von %2 Servern; ihre %3 Leafs werden vollständig aufgebaut</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Full-SU growth: every rail leaf is built for %1 servers and uses %2 of its %1 downlinks; its %3 uplinks, the spines and their optics are sized for the full SU</source>
        <translation>Wachstum auf ganze SUs: Jedes Rail-Leaf ist für %1 Server aufgebaut und nutzt %2 seiner %1 Downlinks; seine %3 Uplinks, die Spines und ihre Optiken sind für die ganze SU bemessen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 spines, but each leaf has only %2 uplinks and must reach every spine; use at most %2 spines</source>
        <translation>%1 Spines, aber jedes Leaf hat nur %2 Uplinks und muss jeden Spine erreichen; verwenden Sie höchstens %2 Spines</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 uplinks per leaf do not divide evenly over %2 spines (%3 links per leaf–spine pair); choose a spine count that divides %1</source>
        <translation>%1 Uplinks pro Leaf lassen sich nicht gleichmäßig auf %2 Spines verteilen (%3 Verbindungen pro Leaf-Spine-Paar); wählen Sie eine Spine-Anzahl, die %1 teilt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>each of the %1 spines would need %2 leaves × %3 links = %4 downlinks, but it has %5; use more spines or fewer leaves per spine</source>
        <translation>jeder der %1 Spines bräuchte %2 Leafs × %3 Verbindungen = %4 Downlinks, hat aber %5; verwenden Sie mehr Spines oder weniger Leafs pro Spine</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 leaf uplinks / %2 ports suggests %3 spines, but %4 uplinks per leaf do not spread evenly over %3 spines within their ports; %5 spines with %6 link(s) per leaf–spine pair are used</source>
        <translation>%1 Leaf-Uplinks / %2 Ports ergeben %3 Spines, aber %4 Uplinks pro Leaf verteilen sich innerhalb ihrer Ports nicht gleichmäßig auf %3 Spines; verwendet werden %5 Spines mit %6 Verbindung(en) pro Leaf-Spine-Paar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All servers of a plane fit on one leaf: the spine tier adds no reach, it is planned because two tiers were asked for</source>
        <translation>Alle Server einer Netzebene passen an ein Leaf: Die Spine-Ebene erhöht die Reichweite nicht; sie wird geplant, weil zwei Ebenen verlangt wurden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 spine downlinks + %2 spine uplinks must each be at least 1 and fit in the %3&apos;s %4 ports</source>
        <translation>%1 Spine-Downlinks + %2 Spine-Uplinks müssen jeweils mindestens 1 sein und in die %4 Ports des %3 passen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The spines have room for %1 uplinks, fewer than their %2 used downlinks</source>
        <translation>Die Spines haben Platz für %1 Uplinks, weniger als ihre %2 belegten Downlinks</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 spine downlinks and %2 spine uplinks need %3 + %4 cages of %5 ports when every cage serves one tier; the %6 has %7 cages</source>
        <translation>%1 Spine-Downlinks und %2 Spine-Uplinks brauchen %3 + %4 Cages mit %5 Ports, wenn jeder Cage eine Ebene bedient; der %6 hat %7 Cages</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 pods need core switches with at least %1 ports (one link to every pod), but the %2 has %3; use larger pods (more spine downlinks), more planes or a larger switch</source>
        <translation>%1 Pods brauchen Core-Switches mit mindestens %1 Ports (eine Verbindung zu jedem Pod), aber der %2 hat %3; verwenden Sie größere Pods (mehr Spine-Downlinks), mehr Netzebenen oder einen größeren Switch</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>All leaves fit in one pod: the core tier adds no reach; two tiers would do</source>
        <translation>Alle Leafs passen in einen Pod: Die Core-Ebene erhöht die Reichweite nicht; zwei Ebenen würden genügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pod(s) hold %2 leaves, the other %3 hold %4; the smaller pods keep free spine ports</source>
        <translation>%1 Pod(s) enthalten %2 Leafs, die übrigen %3 enthalten %4; die kleineren Pods behalten freie Spine-Ports</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>auto: rail leaves sit in network racks, out of copper reach</source>
        <translation>auto: Rail-Leafs stehen in Netzwerk-Racks, außerhalb der Kupferreichweite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>auto: a rack-scale system&apos;s rack has no room for leaves; they sit in network racks, out of copper reach</source>
        <translation>automatisch: im Rack eines Rack-Systems ist kein Platz für Leaves; sie stehen in Netzwerk-Racks, außer Reichweite von Kupfer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>auto: each leaf is taken to sit in its servers&apos; rack</source>
        <translation>auto: Jedes Leaf wird im Rack seiner Server angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>auto: switch-to-switch runs leave the rack</source>
        <translation>auto: Strecken zwischen Switches verlassen das Rack</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 links per GPU: %2 gives every rail %1 compute ports, one per plane</source>
        <translation>%1 Links pro GPU: %2 gibt jeder Rail %1 Compute-Ports, einen pro Ebene</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 links per GPU: %2 gives every rail %1 compute ports, dealt leg by leg over %3 plane(s): the first port of every rail, then the second</source>
        <translation>%1 Links pro GPU: %2 gibt jeder Rail %1 Compute-Ports, Zweig für Zweig auf %3 Ebene(n) verteilt: zuerst der erste Port jeder Rail, dann der zweite</translation>
    </message>
    <message>
        <location line="-611"/>
        <source>%1: a twin-port DAC joins two cages with both of its links, which needs both ports of every cage to go to the same %2; this plan cannot do that. Use %3</source>
        <translation>%1: Ein Doppelport-DAC verbindet über seine beiden Verbindungen zwei Cages, wofür beide Ports jedes Cages zum selben %2 führen müssen; das kann dieser Plan nicht. Verwenden Sie %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+541"/>
        <source>DAC</source>
        <translation>DAC</translation>
    </message>
    <message>
        <location line="-539"/>
        <location line="+540"/>
        <source>Fiber</source>
        <translation>Glasfaser</translation>
    </message>
    <message>
        <location filename="../core/planner/systemplanning.cpp" line="+15"/>
        <source>Compute trays go to the leaves of their scalable unit by position: tray k of every rack to leaf k, all of a tray&apos;s %1 compute ports of a plane on one leaf. This is Rackwright&apos;s own layout: the grouping in NVIDIA&apos;s GB200 SuperPOD RA is not confirmed</source>
        <translation>Compute-Trays gehen nach Position an die Leaves ihrer Scalable Unit: Tray k jedes Racks an Leaf k, alle %1 Compute-Ports eines Trays in einer Ebene an ein Leaf. Das ist Rackwrights eigene Aufteilung: die Gruppierung in NVIDIAs GB200-SuperPOD-RA ist nicht bestätigt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compute trays are dealt over the %1 leaves of their scalable unit in turn, rack by rack, all of a tray&apos;s %2 compute ports of a plane on one leaf; a unit has fewer leaves than a rack has trays (%3), so a leaf takes several tray positions. This is Rackwright&apos;s own layout: the grouping in NVIDIA&apos;s GB200 SuperPOD RA is not confirmed</source>
        <translation>Compute-Trays werden reihum auf die %1 Leaves ihrer Scalable Unit verteilt, Rack für Rack, alle %2 Compute-Ports eines Trays in einer Ebene an ein Leaf; eine Einheit hat weniger Leaves als ein Rack Trays hat (%3), daher nimmt ein Leaf mehrere Tray-Positionen. Das ist Rackwrights eigene Aufteilung: die Gruppierung in NVIDIAs GB200-SuperPOD-RA ist nicht bestätigt</translation>
    </message>
    <message>
        <location filename="../core/planner/portbudget.cpp" line="-480"/>
        <source>%1 GPUs are not a whole number of servers with %2 GPUs each; give a multiple of %2 or %3</source>
        <translation>%1 GPUs ergeben keine ganze Zahl von Servern mit je %2 GPUs; geben Sie ein Vielfaches von %2 oder %3 an</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>rail-optimised: an SU of %1 servers needs %1 downlinks per rail leaf plus %2 uplinks for %3 oversubscription, %4 ports; the %5 has %6. Use a smaller %7</source>
        <translation>Rail-optimiert: Eine SU mit %1 Servern braucht %1 Downlinks pro Rail-Leaf plus %2 Uplinks für eine Überbuchung von %3, also %4 Ports; der %5 hat %6. Verwenden Sie eine kleinere %7</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no split of a %1-port leaf takes whole servers (%2 links each per plane) at %3 oversubscription; use %4, more planes or a larger switch</source>
        <translation>keine Aufteilung eines Leafs mit %1 Ports nimmt bei einer Überbuchung von %3 ganze Server (je %2 Verbindungen pro Netzebene) auf; verwenden Sie %4, mehr Netzebenen oder einen größeren Switch</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>rail-optimised: each rail leaf takes one link from every server of its SU, so an SU of %1 servers needs %1 downlinks per leaf; the leaves have %2. Use %3 %2 or fewer</source>
        <translation>Rail-optimiert: Jedes Rail-Leaf nimmt eine Verbindung von jedem Server seiner SU auf, eine SU mit %1 Servern braucht also %1 Downlinks pro Leaf; die Leafs haben %2. Setzen Sie %3 auf %2 oder weniger</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>without rail optimisation a server&apos;s %1 links per plane go to one leaf, but a leaf has %2 downlinks; use %3, more planes or more downlinks</source>
        <translation>ohne Rail-Optimierung führen die %1 Verbindungen eines Servers pro Netzebene zu einem Leaf, aber ein Leaf hat %2 Downlinks; verwenden Sie %3, mehr Netzebenen oder mehr Downlinks</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>%1 leaves per plane need spines with at least %1 ports (one link to every leaf), but the %2 has %3; counting only the leaves hides this. Use %4, more planes or a larger switch</source>
        <translation>%1 Leafs pro Netzebene brauchen Spines mit mindestens %1 Ports (eine Verbindung zu jedem Leaf), aber der %2 hat %3; wer nur die Leafs zählt, übersieht das. Verwenden Sie %4, mehr Netzebenen oder einen größeren Switch</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>one SU has %1 leaves but a spine has %2 downlinks, and an SU must sit in one pod; use a smaller %3 or more spine downlinks</source>
        <translation>eine SU hat %1 Leafs, ein Spine aber nur %2 Downlinks, und eine SU muss in einem Pod liegen; verwenden Sie eine kleinere %3 oder mehr Spine-Downlinks</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>%1: rail-optimised, the two ports of a server&apos;s twin-port cage go to different rail leaves, which one twin-port DAC cannot reach. Use %2</source>
        <translation>%1: Bei Rail-Optimierung führen die beiden Ports des Doppelport-Cages eines Servers zu verschiedenen Rail-Leafs, die ein einzelnes Doppelport-DAC nicht erreichen kann. Verwenden Sie %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spine (an even number of links per leaf–spine pair)</source>
        <translation>Spine (eine gerade Zahl von Verbindungen pro Leaf-Spine-Paar)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>core (an even number of links per spine–core pair)</source>
        <translation>Core (eine gerade Zahl von Verbindungen pro Spine-Core-Paar)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Links run at %1G; the %2 gives %3 logical ports at %1G in %4 cages (%5 per cage)</source>
        <translation>Verbindungen laufen mit %1G; der %2 bietet %3 logische Ports mit %1G in %4 Cages (%5 pro Cage)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each leaf reserves %1 downlinks and %2 uplinks; downlinks and uplinks start on separate cages, so every switch-side module serves one tier</source>
        <translation>Jedes Leaf reserviert %1 Downlinks und %2 Uplinks; Downlinks und Uplinks beginnen auf getrennten Cages, sodass jedes switchseitige Modul eine Ebene bedient</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rail-optimised: %1 rails per plane; link r of every server of an SU goes to that SU&apos;s rail-r leaf</source>
        <translation>Rail-optimiert: %1 Rails pro Netzebene; Verbindung r jedes Servers einer SU führt zum Rail-r-Leaf dieser SU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not rail-optimised: each server&apos;s %1 link(s) per plane go to one leaf, %2 servers per leaf</source>
        <translation>Nicht Rail-optimiert: Die %1 Verbindung(en) jedes Servers pro Netzebene führen zu einem Leaf, %2 Server pro Leaf</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 identical planes, each carrying %2 of every server&apos;s %3 links</source>
        <translation>%1 gleiche Netzebenen, jede trägt %2 der %3 Verbindungen jedes Servers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every leaf connects to every spine of its plane with the same number of links</source>
        <translation>Jedes Leaf ist mit jedem Spine seiner Netzebene über gleich viele Verbindungen verbunden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Within a pod every leaf connects to every spine; spine j of every pod connects to every core of core group j</source>
        <translation>Innerhalb eines Pods ist jedes Leaf mit jedem Spine verbunden; Spine j jedes Pods ist mit jedem Core der Core-Gruppe j verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spine tier: %1 downlinks reserved per spine, uplinks as given or equal to the used downlinks (1:1)</source>
        <translation>Spine-Ebene: %1 Downlinks pro Spine reserviert, Uplinks wie angegeben oder gleich den belegten Downlinks (1:1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partly filled leaves, SUs and pods are built and cabled in full</source>
        <translation>Teilweise gefüllte Leafs, SUs und Pods werden vollständig aufgebaut und verkabelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server side: one module serves %1 link(s)%2</source>
        <translation>Serverseite: ein Modul bedient %1 Verbindung(en)%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (twin-port server cages)</source>
        <translation> (Doppelport-Server-Cages)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (adapter ports)</source>
        <translation> (Adapter-Ports)</translation>
    </message>
    <message>
        <location filename="../core/planner/portbudgetreport.cpp" line="+1"/>
        <source>Port budget: %1 GPUs on %2 servers, %3 tiers, %4 plane(s)%5</source>
        <translation>Port-Budget: %1 GPUs auf %2 Servern, %3 Ebenen, %4 Netzebene(n)%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, rail-optimised</source>
        <translation>, Rail-optimiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch: %1, %2 × %3G logical ports in %4 cages</source>
        <translation>Switch: %1, %2 × %3G logische Ports in %4 Cages</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 GPUs, %3 link(s) each at %4G)</source>
        <translation>%1 (%2 GPUs, je %3 Verbindung(en) mit %4G)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Endpoints (server links)</source>
        <translation>Endpunkte (Serververbindungen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rails per plane</source>
        <translation>Rails pro Netzebene</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Scalable units</source>
        <translation>Scalable Units</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1 per plane of up to %2 servers and %3 leaves each; the last holds %4</source>
        <translation>%1 pro Netzebene, je bis zu %2 Server und %3 Leafs; die letzte hält %4</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>%1 per plane, %2 servers and %3 leaves each</source>
        <translation>%1 pro Netzebene, je %2 Server und %3 Leafs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 per plane of up to %1 servers and %2 leaves, holding %3</source>
        <translation>1 pro Netzebene mit bis zu %1 Servern und %2 Leafs, belegt mit %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 per plane of up to %2 servers and %3 leaves each; the last holds only the node slots reserved for other devices</source>
        <translation>%1 pro Netzebene, je bis zu %2 Server und %3 Leafs; die letzte hält nur die für andere Geräte reservierten Knotenplätze</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Leaves</source>
        <translation>Leafs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 down / %3 up each)</source>
        <translation>%1 (je %2 abwärts / %3 aufwärts)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leaf uplinks</source>
        <translation>Leaf-Uplinks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spines</source>
        <translation>Spines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links per leaf–spine pair</source>
        <translation>Verbindungen pro Leaf-Spine-Paar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pods per plane</source>
        <translation>Pods pro Netzebene</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 leaves and %3 spines each)</source>
        <translation>%1 (je %2 Leafs und %3 Spines)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cores</source>
        <translation>Cores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 groups of %3)</source>
        <translation>%1 (%2 Gruppen zu %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Links per spine–core pair</source>
        <translation>Verbindungen pro Spine-Core-Paar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oversubscription (leaf)</source>
        <translation>Überbuchung (Leaf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oversubscription (spine)</source>
        <translation>Überbuchung (Spine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ports per role:</source>
        <translation>Ports pro Rolle:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>used</source>
        <translation>belegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cages used</source>
        <translation>Cages belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cages free</source>
        <translation>Cages frei</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Per tier:</source>
        <translation>Pro Ebene:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tier</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cages</source>
        <translation>Cages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assemblies</source>
        <translation>Konfektionen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Assumptions:</source>
        <translation>Annahmen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Notes:</source>
        <translation>Hinweise:</translation>
    </message>
</context>
<context>
    <name>rackwright::Protocol</name>
    <message>
        <location filename="../core/catalog/enums.cpp" line="+404"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RS-232 serial</source>
        <translation>RS-232 seriell</translation>
    </message>
</context>
<context>
    <name>rackwright::RackEditing</name>
    <message>
        <location filename="../core/editing/rackediting.cpp" line="+53"/>
        <source>%1 is a rack-scale system (%2): its height, width and depth are the product&apos;s and cannot be changed.</source>
        <translation>%1 ist ein Rack-Scale-System (%2): Höhe, Breite und Tiefe gibt das Produkt vor; sie können nicht geändert werden.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A name cannot be empty; type a name or press Escape to keep the old one.</source>
        <translation>Ein Name darf nicht leer sein; geben Sie einen Namen ein oder drücken Sie Escape, um den alten zu behalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The object to rename is no longer in the design.</source>
        <translation>Das umzubenennende Objekt ist nicht mehr im Design.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Only sites, halls, rows, racks and devices are renamed here.</source>
        <translation>Hier werden nur Standorte, Hallen, Reihen, Racks und Geräte umbenannt.</translation>
    </message>
</context>
<context>
    <name>rackwright::RackElevationPainter</name>
    <message>
        <location filename="../core/export/rackelevationpainter.cpp" line="+95"/>
        <source>Rack elevations</source>
        <translation>Rack-Ansichten</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>%1 front</source>
        <translation>%1 vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 rear</source>
        <translation>%1 hinten</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>FRONT</source>
        <translation>VORNE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>REAR</source>
        <translation>HINTEN</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1U · %2 × %3 mm</source>
        <translation>%1 HE · %2 × %3 mm</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%n GPU(s), NVLink spine inside)</source>
        <translation>
            <numerusform>%1 (%n GPU, NVLink-Spine innen)</numerusform>
            <numerusform>%1 (%n GPUs, NVLink-Spine innen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scale 1:%1</source>
        <translation>Maßstab 1:%1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>front: %1</source>
        <translation>vorne: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear: %1</source>
        <translation>hinten: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Empty U</source>
        <translation>Freie HE</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other face</source>
        <translation>Andere Seite</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Errors (count)</source>
        <translation>Fehler (Anzahl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings (count)</source>
        <translation>Warnungen (Anzahl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Information (count)</source>
        <translation>Hinweise (Anzahl)</translation>
    </message>
</context>
<context>
    <name>rackwright::RackPlacement</name>
    <message>
        <location filename="../core/planner/rackplacement.cpp" line="+33"/>
        <source>%1 servers and %2 switches need %3 U, more than a %4 U rack has; lower %5</source>
        <translation>%1 Server und %2 Switches brauchen %3 HE, mehr als ein Rack mit %4 HE hat; verringern Sie %5</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>a %1 U switch does not fit in a %2 U rack</source>
        <translation>ein %1-HE-Switch passt nicht in ein %2-HE-Rack</translation>
    </message>
</context>
<context>
    <name>rackwright::RackSlots</name>
    <message>
        <location filename="../core/geometry/rackslots.cpp" line="+43"/>
        <source>U%1</source>
        <translation>U%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U%1–U%2</source>
        <translation>U%1–U%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no rack here to place %1 in.</source>
        <translation>Hier gibt es kein Rack, in das %1 eingebaut werden könnte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 U) would overhang the bottom of rack %3. Drop it at U1 or higher.</source>
        <translation>%1 (%2 HE) würde unten aus Rack %3 herausragen. Legen Sie es an U1 oder höher ab.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 U) would overhang the top of rack %3 (U1 to U%4). Drop it at U%5 or lower.</source>
        <translation>%1 (%2 HE) würde oben aus Rack %3 (U1 bis U%4) herausragen. Legen Sie es an U%5 oder tiefer ab.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is a rack-scale system (%2): only its own trays, shelves and switches go in it, each at its unit. Put %3 in another rack.</source>
        <translation>%1 ist ein Rack-Scale-System (%2): Nur seine eigenen Trays, Shelves und Switches gehören hinein, jedes an seine HE. Setzen Sie %3 in ein anderes Rack.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 works only inside its rack-scale system (NVLink spine, bus bar, liquid manifolds), not in an ordinary rack such as %2. Add the system with Tools ▸ Add Rack… and its Type, or keep a spare unracked.</source>
        <translation>%1 arbeitet nur in seinem Rack-Scale-System (NVLink-Spine, Stromschiene, Flüssigkeitsverteiler), nicht in einem gewöhnlichen Rack wie %2. Fügen Sie das System mit Werkzeuge ▸ Rack hinzufügen… und seinem Typ hinzu, oder lassen Sie ein Ersatzteil uneingebaut.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 would collide with %2 (%3, %4) in rack %5. Drop it on free units; two half-depth devices may share a unit front and rear.</source>
        <translation>%1 würde mit %2 (%3, %4) in Rack %5 kollidieren. Legen Sie es auf freien Einheiten ab; zwei Geräte halber Tiefe dürfen sich eine Einheit vorne und hinten teilen.</translation>
    </message>
</context>
<context>
    <name>rackwright::RackSystemPlacement</name>
    <message>
        <location filename="../core/editing/racksystemplacement.cpp" line="+50"/>
        <source>%1 needs the part %2 for %3, which is not in the catalog; the rack was not placed. Update Rackwright or add the part to the user catalog.</source>
        <translation>%1 braucht das Teil %2 für %3, das nicht im Katalog ist; das Rack wurde nicht aufgestellt. Aktualisieren Sie Rackwright oder fügen Sie das Teil dem Benutzerkatalog hinzu.</translation>
    </message>
</context>
<context>
    <name>rackwright::RackTypes</name>
    <message>
        <location filename="../core/analysis/racktypes.cpp" line="+78"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 more</source>
        <translation>%1 weitere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (1 rack)</source>
        <translation>%1 (1 Rack)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 racks)</source>
        <translation>%1 (%2 Racks)</translation>
    </message>
</context>
<context>
    <name>rackwright::Ratio</name>
    <message>
        <location filename="../core/common/ratio.cpp" line="+37"/>
        <source>&quot;%1&quot; is not an oversubscription; write it as down:up in whole numbers, at least 1:1, e.g. 1:1, 2:1 or 3:2</source>
        <translation>„%1“ ist keine Überbuchung; schreiben Sie sie als down:up in ganzen Zahlen, mindestens 1:1, z. B. 1:1, 2:1 oder 3:2</translation>
    </message>
</context>
<context>
    <name>rackwright::ReachChecks</name>
    <message>
        <location filename="../core/validation/checks_reach.cpp" line="-22"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use OM4 fiber (up to 50 m) or shorten the channel.</source>
        <translation>Verwenden Sie OM4-Faser (bis 50 m) oder kürzen Sie den Kanal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shorten the channel to 50 m or use single-mode DR4 optics (MMS4X00) with OS2 fiber for longer runs.</source>
        <translation>Kürzen Sie den Kanal auf 50 m oder verwenden Sie für längere Strecken Singlemode-DR4-Optiken (MMS4X00) mit OS2-Faser.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is %2 long%3 on %4 multimode fiber; 100G-PAM4 multimode channels reach %5 on %4. %6</source>
        <translation>%1 ist %2 lang%3 auf %4-Multimode-Faser; 100G-PAM4-Multimode-Kanäle reichen auf %4 %5 weit. %6</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is %2 long%3; a single-mode channel through a 1:2 splitter is limited to %4. Shorten the channel or run it straight.</source>
        <translation>%1 ist %2 lang%3; ein Singlemode-Kanal über einen 1:2-Splitter ist auf %4 begrenzt. Kürzen Sie den Kanal oder führen Sie ihn gerade.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>RE-03 not verified: %1 is checked against the reach of %2, which is UNCONFIRMED (%3).</source>
        <translation>RE-03 nicht geprüft: %1 wird gegen die Reichweite von %2 geprüft, die UNBESTÄTIGT ist (%3).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is %2 long%3, but its reach is %4 = min(%5 %6, %7 %8, %9 fiber): the link is limited by %10. Shorten the channel or use a longer-reach module at that end.</source>
        <translation>%1 ist %2 lang%3, seine Reichweite ist aber %4 = min(%5 %6, %7 %8, %9 Faser): Die Verbindung wird durch %10 begrenzt. Kürzen Sie den Kanal oder verwenden Sie an diesem Ende ein Modul mit größerer Reichweite.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is %2 long%3; %4 optics reach %5 on %6 for the whole channel (patch + trunk + patch). Shorten the channel or use longer-reach optics.</source>
        <translation>%1 ist %2 lang%3; %4-Optiken reichen auf %6 %5 weit für den ganzen Kanal (Patch + Trunk + Patch). Kürzen Sie den Kanal oder verwenden Sie Optiken mit größerer Reichweite.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 × %2 dB MPO</source>
        <translation>%1 × %2 dB MPO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2 dB LC</source>
        <translation>%1 × %2 dB LC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dB fiber</source>
        <translation>%1 dB Faser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 ferrule-to-ferrule matings through %3 patch panel(s); NVIDIA&apos;s reach figures assume at most %4 (two patch panels). Estimated insertion loss %5 dB (%6). Remove a patch panel or verify this loss against the module&apos;s power budget.</source>
        <translation>%1 hat %2 Ferrule-zu-Ferrule-Steckverbindungen über %3 Patchpanel(s); die Reichweitenangaben von NVIDIA setzen höchstens %4 voraus (zwei Patchpanels). Geschätzte Einfügedämpfung %5 dB (%6). Entfernen Sie ein Patchpanel oder prüfen Sie diese Dämpfung gegen das Leistungsbudget des Moduls.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is %2 long; %3 needs at least %4 of fiber (minimum operating distance). Use a cord of %4 or more.</source>
        <translation>%1 ist %2 lang; %3 braucht mindestens %4 Faser (minimaler Betriebsabstand). Verwenden Sie ein Kabel mit %4 oder mehr.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 in %2 runs port %3 over %4 and port %5 over %6 of fiber: %7 difference (about %8 ns). NVIDIA asks for both fibers of a twin-port module to be about the same length; the limit used is %9 (UNCONFIRMED). Route both ports over similar lengths.</source>
        <translation>%1 in %2 führt Port %3 über %4 und Port %5 über %6 Faser: %7 Unterschied (etwa %8 ns). NVIDIA verlangt, dass beide Fasern eines Doppelport-Moduls etwa gleich lang sind; die verwendete Grenze ist %9 (UNBESTÄTIGT). Führen Sie beide Ports über ähnliche Längen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is a passive DAC at 200G-PAM4: there is no passive copper at XDR rates. Use a linear active copper cable (LACC) or optics.</source>
        <translation>%1 ist ein passives DAC bei 200G-PAM4: Bei XDR-Raten gibt es kein passives Kupfer. Verwenden Sie ein lineares aktives Kupferkabel (LACC) oder Optiken.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is %2 long; %3 %4 assemblies are specified up to %5. %6</source>
        <translation>%1 ist %2 lang; %3-%4-Konfektionen sind bis %5 spezifiziert. %6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use an active copper cable (ACC, up to 5 m) or optics for this distance.</source>
        <translation>Verwenden Sie für diese Entfernung ein aktives Kupferkabel (ACC, bis 5 m) oder Optiken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use transceivers and fiber for this distance.</source>
        <translation>Verwenden Sie für diese Entfernung Transceiver und Glasfaser.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is a %2 assembly but the cable is planned at %3. Order the %3 variant of %4 (up to %5).</source>
        <translation>%1 ist eine %2-Konfektion, das Kabel ist aber mit %3 geplant. Bestellen Sie die %3-Variante von %4 (bis %5).</translation>
    </message>
</context>
<context>
    <name>rackwright::RecoverySlot</name>
    <message>
        <location filename="../core/fileformat/recovery.cpp" line="+178"/>
        <source>Cannot create the recovery folder &quot;%1&quot;. Make its parent folder writable.</source>
        <translation>Der Wiederherstellungsordner „%1“ kann nicht angelegt werden. Machen Sie den übergeordneten Ordner beschreibbar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot create the lock file &quot;%1&quot;. Make the recovery folder writable.</source>
        <translation>Die Sperrdatei „%1“ kann nicht angelegt werden. Machen Sie den Wiederherstellungsordner beschreibbar.</translation>
    </message>
</context>
<context>
    <name>rackwright::RecoveryStore</name>
    <message>
        <location line="-84"/>
        <source>Cannot write the recovery information &quot;%1&quot;: %2. Free some space or make the folder writable.</source>
        <translation>Die Wiederherstellungsdaten „%1“ können nicht geschrieben werden: %2. Schaffen Sie Platz oder machen Sie den Ordner beschreibbar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation>„%1“ kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a JSON object</source>
        <translation>JSON-Objekt erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a date and time like 2026-01-31T12:00:00.000Z</source>
        <translation>Datum und Uhrzeit wie 2026-01-31T12:00:00.000Z erwartet</translation>
    </message>
</context>
<context>
    <name>rackwright::ReviewReport</name>
    <message>
        <location filename="../core/export/reviewreport.cpp" line="+38"/>
        <location line="+186"/>
        <location line="+131"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="-315"/>
        <location line="+188"/>
        <location line="+128"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location line="-314"/>
        <location line="+189"/>
        <source>Information</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Design review</source>
        <translation>Entwurfsprüfung</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+125"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Logical links, cages, transceivers and cable assemblies are different things and are counted separately: one twin-port cage holds one transceiver serving two logical links, and one splitter cable is one assembly carrying several links. The figures are those of &quot;rackwright info&quot;.</source>
        <translation>Logische Verbindungen, Cages, Transceiver und Kabelkonfektionen sind verschiedene Dinge und werden getrennt gezählt: Ein Doppelport-Cage nimmt einen Transceiver auf, der zwei logische Verbindungen bedient, und ein Splitter-Kabel ist eine Konfektion, die mehrere Verbindungen trägt. Die Zahlen entsprechen denen von „rackwright info“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+172"/>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location line="-171"/>
        <location line="+230"/>
        <source>Rack types</source>
        <translation>Rack-Typen</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>racks with the same devices at the same positions</source>
        <translation>Racks mit denselben Geräten an denselben Positionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>adapters in servers included</source>
        <translation>Adapter in Servern eingeschlossen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cages</source>
        <translation>Cages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in use (holding a transceiver or a cable plug)</source>
        <translation>%1 belegt (mit einem Transceiver oder Kabelstecker)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Cable assemblies</source>
        <translation>Kabelkonfektionen</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <source>Logical links</source>
        <translation>Logische Verbindungen</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>traced end to end through cords, panels and trunks</source>
        <translation>von Ende zu Ende über Kabel, Panels und Trunks verfolgt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Networks</source>
        <translation>Netzwerke</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leaf plan</source>
        <translation>Leaf-Planung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+243"/>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>must be fixed or waived before sign-off</source>
        <translation>müssen vor der Abnahme behoben oder ausgenommen werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waived</source>
        <translation>Ausgenommen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>listed with their reasons</source>
        <translation>mit ihren Begründungen aufgeführt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commissioning targets</source>
        <translation>Inbetriebnahmeziele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute link rate (Gb/s)</source>
        <translation>Compute-Verbindungsrate (Gb/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+38"/>
        <location line="+23"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+60"/>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Every rule passed: no findings.</source>
        <translation>Alle Regeln bestanden: keine Befunde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3 open; %4 waived. Each finding names the objects, what is wrong and the fix.</source>
        <translation>%1, %2, %3 offen; %4 ausgenommen. Jeder Befund nennt die Objekte, was falsch ist und die Behebung.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+205"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-204"/>
        <location line="+205"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-204"/>
        <source>%n information item(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <location line="+201"/>
        <source>%1, %2, %3 waived</source>
        <translation>%1, %2, %3 ausgenommen</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>%1 by rule (%2)</source>
        <translation>%1 nach Regel (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each rule with its count and two examples; &quot;rackwright export pdf --infos all&quot; lists every one, &quot;rackwright validate --infos all&quot; too.</source>
        <translation>Jede Regel mit ihrer Anzahl und zwei Beispielen; „rackwright export pdf --infos all“ listet sie alle auf, ebenso „rackwright validate --infos all“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not listed in this report (&quot;--infos none&quot;); &quot;rackwright validate --infos all&quot; lists them.</source>
        <translation>In diesem Bericht nicht aufgeführt („--infos none“); „rackwright validate --infos all“ listet sie auf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiver reason</source>
        <translation>Begründung der Ausnahme</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Waived (%1)</source>
        <translation>Ausgenommen (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Validation report</source>
        <translation>Prüfbericht</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each row of racks with what it holds: racked devices by role (adapters with their server), cable assemblies with an end in the row (a cable between two rows is counted in both) and the open errors and warnings naming its objects.</source>
        <translation>Jede Rack-Reihe mit ihrem Inhalt: eingebaute Geräte nach Rolle (Adapter bei ihrem Server), Kabelkonfektionen mit einem Ende in der Reihe (ein Kabel zwischen zwei Reihen zählt in beiden) und die offenen Fehler und Warnungen, die ihre Objekte nennen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(no row)</source>
        <translation>(keine Reihe)</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Reihe</numerusform>
            <numerusform>%n Reihen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racks by row</source>
        <translation>Racks nach Reihe</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Racks that hold the same device types at the same positions are one type. The elevations and port maps that follow show every rack chosen.</source>
        <translation>Racks mit denselben Gerätetypen an denselben Positionen bilden einen Typ. Die folgenden Rack-Ansichten und Port-Pläne zeigen jedes gewählte Rack.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks that hold the same device types at the same positions are one type. The elevations, port maps and cable schedule that follow show the first rack of each type for all of them; &quot;rackwright export pdf --full&quot; draws every rack, and &quot;rackwright export cables&quot; writes the whole cable schedule.</source>
        <translation>Racks mit denselben Gerätetypen an denselben Positionen bilden einen Typ. Die folgenden Rack-Ansichten, Port-Pläne und der Kabelplan zeigen stellvertretend für alle Racks eines Typs jeweils das erste; „rackwright export pdf --full“ zeichnet jedes Rack, und „rackwright export cables“ schreibt den ganzen Kabelplan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown as</source>
        <translation>Dargestellt als</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racks of this type</source>
        <translation>Racks dieses Typs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1U</source>
        <translation>%1 HE</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Port budget and oversubscription</source>
        <translation>Port-Budget und Überbuchung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cable schedule</source>
        <translation>Kabelplan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Acceptance checklist</source>
        <translation>Abnahme-Checkliste</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scope</source>
        <translation>Umfang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 racks, %2 devices, %3 transceivers, %4 cable assemblies, %5 logical links</source>
        <translation>%1 Racks, %2 Geräte, %3 Transceiver, %4 Kabelkonfektionen, %5 logische Verbindungen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generated by</source>
        <translation>Erzeugt von</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Port plan</source>
        <translation>Port-Plan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stored with the design (planner)</source>
        <translation>mit dem Entwurf gespeichert (Planer)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Untitled design</source>
        <translation>Unbenannter Entwurf</translation>
    </message>
</context>
<context>
    <name>rackwright::RoleCounts</name>
    <message>
        <location filename="../core/catalog/rolecounts.cpp" line="+10"/>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Management switch</source>
        <translation>Management-Switch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adapter</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Firewall</source>
        <translation>Firewall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patch panel</source>
        <translation>Patchpanel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cassette</source>
        <translation>Kassette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Console server</source>
        <translation>Konsolenserver</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>rackwright::RuleHelp</name>
    <message>
        <location filename="../core/validation/rulehelp.cpp" line="+74"/>
        <source>**Default severity:** %1</source>
        <translation>**Standard-Schweregrad:** %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This finding</source>
        <translation>Dieser Befund</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What it checks</source>
        <translation>Was geprüft wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why it matters</source>
        <translation>Warum es wichtig ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How to fix it</source>
        <translation>So beheben Sie es</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules reference has no entry for this rule.</source>
        <translation>Die Regelreferenz hat keinen Eintrag für diese Regel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
</context>
<context>
    <name>rackwright::SafeSave</name>
    <message>
        <location filename="../core/common/safesave.cpp" line="-40"/>
        <source>The previous version of the file is intact.</source>
        <translation>Die vorherige Version der Datei ist unversehrt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was written.</source>
        <translation>Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot save &quot;%1&quot;: it is a folder, not a file. Nothing was written. Choose a file name, for example &quot;%2&quot;.</source>
        <translation>„%1“ kann nicht gespeichert werden: Es ist ein Ordner, keine Datei. Es wurde nichts geschrieben. Wählen Sie einen Dateinamen, zum Beispiel „%2“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>design.rackwright</source>
        <translation>design.rackwright</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save &quot;%1&quot;: the folder &quot;%2&quot; does not exist. Nothing was written. Create the folder first or choose one that exists.</source>
        <translation>„%1“ kann nicht gespeichert werden: Der Ordner „%2“ existiert nicht. Es wurde nichts geschrieben. Legen Sie den Ordner zuerst an oder wählen Sie einen vorhandenen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save &quot;%1&quot;: the disk is full. %2 Free some space on the disk holding &quot;%3&quot; and save again, or save to another disk.</source>
        <translation>„%1“ kann nicht gespeichert werden: Der Datenträger ist voll. %2 Schaffen Sie Platz auf dem Datenträger mit „%3“ und speichern Sie erneut, oder speichern Sie auf einem anderen Datenträger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save &quot;%1&quot;: your disk quota is used up. %2 Delete files you no longer need and save again, or save to another disk.</source>
        <translation>„%1“ kann nicht gespeichert werden: Ihr Speicherkontingent ist aufgebraucht. %2 Löschen Sie Dateien, die Sie nicht mehr brauchen, und speichern Sie erneut, oder speichern Sie auf einem anderen Datenträger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save &quot;%1&quot;: the file would be larger than the file system or this process&apos;s file size limit allows. %2 Save to another disk or raise the limit.</source>
        <translation>„%1“ kann nicht gespeichert werden: Die Datei wäre größer, als das Dateisystem oder die Dateigrößenbeschränkung dieses Prozesses erlaubt. %2 Speichern Sie auf einem anderen Datenträger oder heben Sie die Beschränkung an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save &quot;%1&quot;: the folder &quot;%2&quot; is on a read-only file system. %3 Save to a folder on a writable disk.</source>
        <translation>„%1“ kann nicht gespeichert werden: Der Ordner „%2“ liegt auf einem schreibgeschützten Dateisystem. %3 Speichern Sie in einen Ordner auf einem beschreibbaren Datenträger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save &quot;%1&quot;: the file is read-only. %2 Make it writable or save under another name.</source>
        <translation>„%1“ kann nicht gespeichert werden: Die Datei ist schreibgeschützt. %2 Machen Sie sie beschreibbar oder speichern Sie unter einem anderen Namen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot save &quot;%1&quot;: the folder &quot;%2&quot; is read-only (no new files can be created in it, and saving needs one beside the file). %3 Save to a folder you can write to or ask for write permission.</source>
        <translation>„%1“ kann nicht gespeichert werden: Der Ordner „%2“ ist schreibgeschützt (darin können keine neuen Dateien angelegt werden, und zum Speichern wird eine neben der Datei gebraucht). %3 Speichern Sie in einen Ordner, in den Sie schreiben dürfen, oder bitten Sie um Schreibrechte.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot save &quot;%1&quot;: %2. %3 Check the disk and the folder &quot;%4&quot; and save again.</source>
        <translation>„%1“ kann nicht gespeichert werden: %2. %3 Prüfen Sie den Datenträger und den Ordner „%4“ und speichern Sie erneut.</translation>
    </message>
</context>
<context>
    <name>rackwright::SheetLayout</name>
    <message>
        <location filename="../core/export/labelpainter.cpp" line="-105"/>
        <source>continuous tape, one %1 × %2 mm label per page</source>
        <translation>Endlosband, ein Etikett von %1 × %2 mm pro Seite</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sheet, %2 rows × %3 columns</source>
        <translation>%1-Bogen, %2 Zeilen × %3 Spalten</translation>
    </message>
</context>
<context>
    <name>rackwright::TablePainter</name>
    <message>
        <location filename="../core/export/tablepainter.cpp" line="+168"/>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
</context>
<context>
    <name>rackwright::Units</name>
    <message>
        <location filename="../core/calc/units.cpp" line="+87"/>
        <source>%1: &quot;%2&quot; is not a data rate; write it like 400G (bits per second), 400Gb/s or 50GB/s (bytes per second)</source>
        <translation>%1: „%2“ ist keine Datenrate; schreiben Sie sie wie 400G (Bit pro Sekunde), 400Gb/s oder 50GB/s (Byte pro Sekunde)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: &quot;%2&quot; is not a whole number of Gb/s; write it like 400G or 800G</source>
        <translation>%1: „%2“ ist keine ganze Zahl von Gb/s; schreiben Sie sie wie 400G oder 800G</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;%2&quot; is not a size; write it like 1GiB or 1.5TB (bytes), 8Gb (bits) or 4096 (bytes)</source>
        <translation>%1: „%2“ ist keine Größe; schreiben Sie sie wie 1GiB oder 1.5TB (Bytes), 8Gb (Bits) oder 4096 (Bytes)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: &quot;%2&quot; is not a duration; write it like 500ms, 90s, 30min or 2h</source>
        <translation>%1: „%2“ ist keine Dauer; schreiben Sie sie wie 500ms, 90s, 30min oder 2h</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 expects a whole number of at least %2, not &quot;%3&quot;</source>
        <translation>%1 erwartet eine ganze Zahl von mindestens %2, nicht „%3“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 expects a positive number, not &quot;%2&quot;</source>
        <translation>%1 erwartet eine positive Zahl, nicht „%2“</translation>
    </message>
</context>
<context>
    <name>rackwright::YamlPrescan</name>
    <message>
        <location filename="../core/import/netbox/yamlprescan.cpp" line="+29"/>
        <source>not valid YAML: the parser cannot read past this line (a &apos;,&apos;, &apos;]&apos; or &apos;}&apos; outside a [list] or {mapping}?)</source>
        <translation>kein gültiges YAML: der Parser kommt über diese Zeile nicht hinaus (ein &apos;,&apos;, &apos;]&apos; oder &apos;}&apos; außerhalb einer [Liste] oder {Zuordnung}?)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>the key appears twice in this mapping; keep one of them</source>
        <translation>der Schlüssel kommt in dieser Zuordnung zweimal vor; behalten Sie nur einen davon</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its aliases (*name) expand to more than %1 values, far more than a device type has (an alias bomb?)</source>
        <translation>die Aliase (*name) ergeben mehr als %1 Werte, weit mehr, als ein Gerätetyp hat (eine Alias-Bombe?)</translation>
    </message>
</context>
<context>
    <name>rackwright::ZeroUMount</name>
    <message>
        <location filename="../core/geometry/zeroumount.cpp" line="+94"/>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0U %1 %2</source>
        <translation>0U %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0U %1 %2 %3</source>
        <translation>0U %1 %2 %3</translation>
    </message>
</context>
<context>
    <name>rackwright::cli</name>
    <message>
        <location filename="../app/cli/cmd_calc.cpp" line="-314"/>
        <source>calc %1 needs %2 %3</source>
        <translation>calc %1 braucht %2 %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--encoding must be one of %1, not &quot;%2&quot;</source>
        <translation>--encoding muss einer der Werte %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--rate-is must be data or line, not &quot;%1&quot;</source>
        <translation>--rate-is muss data oder line sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>--algorithm must be ring or tree, not &quot;%1&quot;</source>
        <translation>--algorithm muss ring oder tree sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>give either --bytes-per-element or --dtype, not both</source>
        <translation>geben Sie entweder --bytes-per-element oder --dtype an, nicht beides</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--dtype must be fp32, fp16, bf16, fp8, int8, fp4 or int4, not &quot;%1&quot;</source>
        <translation>--dtype muss fp32, fp16, bf16, fp8, int8, fp4 oder int4 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>calc storage needs --checkpoint-size SIZE, --dataset-size SIZE or both</source>
        <translation>calc storage braucht --checkpoint-size GRÖSSE, --dataset-size GRÖSSE oder beides</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>calc units needs --rate RATE, --size SIZE or both</source>
        <translation>calc units braucht --rate RATE, --size GRÖSSE oder beides</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Usage: rackwright calc CALCULATOR [options] [--format text|json]</source>
        <translation>Aufruf: rackwright calc RECHNER [Optionen] [--format text|json]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calculators:</source>
        <translation>Rechner:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run &quot;rackwright calc CALCULATOR --help&quot; for its options.</source>
        <translation>„rackwright calc RECHNER --help“ zeigt seine Optionen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Usage: rackwright calc %1 [options] [--format text|json]</source>
        <translation>Aufruf: rackwright calc %1 [Optionen] [--format text|json]</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/cli/cmd_export.cpp" line="-253"/>
        <location filename="../app/cli/cmd_plan.cpp" line="-250"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rates: 400G = 400Gb/s (bits); 50GB/s = bytes; GiB/s binary. Sizes: 1GiB = 2^30 bytes, 1GB = 10^9 bytes, 8Gb = bits. Durations: 10us, 5ms, 90s, 2h.</source>
        <translation>Raten: 400G = 400Gb/s (Bits); 50GB/s = Bytes; GiB/s binär. Größen: 1GiB = 2^30 Bytes, 1GB = 10^9 Bytes, 8Gb = Bits. Dauern: 10us, 5ms, 90s, 2h.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>calc needs a calculator: %1; see rackwright calc --help</source>
        <translation>calc braucht einen Rechner: %1; siehe rackwright calc --help</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unknown calculator &quot;%1&quot;; choose one of %2</source>
        <translation>unbekannter Rechner „%1“; wählen Sie einen von %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>calc %1 takes options only, not &quot;%2&quot;</source>
        <translation>calc %1 nimmt nur Optionen, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="-5"/>
        <source>Usage: rackwright plan [options] [--format text|json]</source>
        <translation>Aufruf: rackwright plan [Optionen] [--format text|json]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prints the port budget of a leaf–spine (or leaf–spine–core) GPU fabric, or with --cluster that of a whole cluster&apos;s four networks. An impossible plan exits with code 2 and the reason on stderr.</source>
        <translation>Gibt das Port-Budget eines Leaf-Spine- (oder Leaf-Spine-Core-) GPU-Netzes aus, mit --cluster das der vier Netze eines ganzen Clusters. Ein unmöglicher Plan endet mit Code 2 und dem Grund auf stderr.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>RATE is written like 400G, 800G or 1.6T; R like 1:1 or 2:1.</source>
        <translation>RATE wird wie 400G, 800G oder 1.6T geschrieben; R wie 1:1 oder 2:1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Example: rackwright plan --servers 128 --switch QM9700 --downlinks 32 --uplinks 32</source>
        <translation>Beispiel: rackwright plan --servers 128 --switch QM9700 --downlinks 32 --uplinks 32</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Generate the design: rackwright plan --gpus 1024 --server DGX-H100 --switch QM9700 --rail-optimized --output fabric.rackwright</source>
        <translation>Den Entwurf erzeugen: rackwright plan --gpus 1024 --server DGX-H100 --switch QM9700 --rail-optimized --output fabric.rackwright</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole cluster: rackwright plan --cluster dgx-h100-ib --sus 4</source>
        <translation>Ganzer Cluster: rackwright plan --cluster dgx-h100-ib --sus 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster presets: %1</source>
        <translation>Cluster-Presets: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: &quot;%2&quot; is not a length; give metres between 0 and 1000, e.g. 0.5</source>
        <translation>%1: „%2“ ist keine Länge; geben Sie Meter zwischen 0 und 1000 an, z. B. 0.5</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--network-racks must be middle or end, not &quot;%1&quot;</source>
        <translation>--network-racks muss middle oder end sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: no part &quot;%2&quot; in the catalog; run &quot;rackwright catalog list --kind %3&quot; for the ids</source>
        <translation>%1: kein Teil „%2“ im Katalog; „rackwright catalog list --kind %3“ zeigt die IDs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: &quot;%2&quot; is a %3, not a %4</source>
        <translation>%1: „%2“ ist vom Typ %3, nicht %4</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 GPUs per server, from %2</source>
        <translation>%1 GPUs pro Server, aus %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>8 GPUs per server assumed; give --gpus-per-server or --server to change it</source>
        <translation>8 GPUs pro Server angenommen; ändern Sie das mit --gpus-per-server oder --server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>8 GPUs per server assumed: the catalog entry of %1 gives no GPU count; give --gpus-per-server to change it</source>
        <translation>8 GPUs pro Server angenommen: Der Katalogeintrag von %1 nennt keine GPU-Anzahl; ändern Sie das mit --gpus-per-server</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>plan needs --gpus N or --servers N</source>
        <translation>plan braucht --gpus N oder --servers N</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--ports-per-cage %1 does not divide --switch-ports %2</source>
        <translation>--ports-per-cage %1 teilt --switch-ports %2 nicht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--switch-rate and --ports-per-cage go with --switch-ports; with --switch they come from the catalog</source>
        <translation>--switch-rate und --ports-per-cage gehören zu --switch-ports; bei --switch kommen sie aus dem Katalog</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>plan needs --switch MODEL or --switch-ports N (with --switch-rate RATE)</source>
        <translation>plan braucht --switch MODELL oder --switch-ports N (mit --switch-rate RATE)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>give either --oversubscription or --downlinks/--uplinks, not both</source>
        <translation>geben Sie entweder --oversubscription oder --downlinks/--uplinks an, nicht beides</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--spine-downlinks and --spine-uplinks need --tiers 3</source>
        <translation>--spine-downlinks und --spine-uplinks brauchen --tiers 3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--media must be auto, dac or fiber, not &quot;%1&quot;</source>
        <translation>--media muss auto, dac oder fiber sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>plan takes options only, not &quot;%1&quot;; see rackwright plan --help</source>
        <translation>plan nimmt nur Optionen, nicht „%1“; siehe rackwright plan --help</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 goes with --cluster PRESET</source>
        <translation>%1 gehört zu --cluster PRESET</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../app/cli/cmd_plancluster.cpp" line="+65"/>
        <source>%1 shapes the generated design; it goes with --output FILE</source>
        <translation>%1 formt den erzeugten Entwurf; es gehört zu --output DATEI</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/cli/cmd_plancluster.cpp" line="+5"/>
        <source>--output needs a file name</source>
        <translation>--output braucht einen Dateinamen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--output generates the design from catalog parts: give --server MODEL and --switch MODEL (not --switch-ports)</source>
        <translation>--output erzeugt den Entwurf aus Katalogteilen: Geben Sie --server MODELL und --switch MODELL an (nicht --switch-ports)</translation>
    </message>
    <message>
        <location filename="../app/cli/clisupport.h" line="+108"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plan.cpp" line="+12"/>
        <location filename="../app/cli/cmd_plancluster.cpp" line="+29"/>
        <source>impossible plan: %1</source>
        <translation>unmöglicher Plan: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/cmd_plancluster.cpp" line="+2"/>
        <source>cannot generate the design: %1</source>
        <translation>der Entwurf kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_export.cpp" line="-15"/>
        <source>Usage: rackwright export KIND FILE -o OUT [options]</source>
        <translation>Aufruf: rackwright export ART DATEI -o AUSGABE [Optionen]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kinds:</source>
        <translation>Arten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>design-review report (pdf, svg or png)</source>
        <translation>Entwurfsprüfbericht (pdf, svg oder png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>front and rear rack elevations (pdf, svg or png)</source>
        <translation>Vorder- und Rückansichten der Racks (pdf, svg oder png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>port maps of every device (pdf, svg or png)</source>
        <translation>Port-Pläne aller Geräte (pdf, svg oder png)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Review: elevations, port maps and cable schedule of every rack (default: one representative rack per rack type)</source>
        <translation>Prüfbericht: Rack-Ansichten, Port-Pläne und Kabelplan jedes Racks (Standard: ein repräsentatives Rack pro Rack-Typ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review: infos by rule with two examples (default), all of them, or only their count</source>
        <translation>Prüfbericht: Hinweise nach Regel mit je zwei Beispielen (Standard), alle Hinweise oder nur ihre Anzahl</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--infos must be summary, all or none, not &quot;%1&quot;</source>
        <translation>--infos muss summary, all oder none sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cable labels with QR codes in batches with pick lists (pdf, svg, png; zpl for Zebra printers; csv for P-touch Editor and Brady Workstation)</source>
        <translation>Kabelbeschriftungen mit QR-Codes in Stapeln mit Picklisten (pdf, svg, png; zpl für Zebra-Drucker; csv für P-touch Editor und Brady Workstation)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bill of materials (csv or pdf)</source>
        <translation>Stückliste (csv oder pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cable schedule (csv or pdf)</source>
        <translation>Kabelplan (csv oder pdf)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NetBox bulk-import devices.csv and cables.csv; OUT is a folder or a prefix</source>
        <translation>NetBox-Massenimport devices.csv und cables.csv; AUSGABE ist ein Ordner oder ein Präfix</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output file (or folder/prefix for netbox)</source>
        <translation>Ausgabedatei (oder Ordner/Präfix für netbox)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Default: from OUT&apos;s suffix, else pdf (csv for bom, cables, netbox)</source>
        <translation>Standard: aus der Endung von AUSGABE, sonst pdf (csv für bom, cables, netbox)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paper (default A4)</source>
        <translation>Papier (Standard A4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landscape pages</source>
        <translation>Seiten im Querformat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only these racks</source>
        <translation>Nur diese Racks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the racks of these rows (with --rack: both)</source>
        <translation>Nur die Racks dieser Reihen (mit --rack: beide Filter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elevations at an engineering scale (1:10 …)</source>
        <translation>Rack-Ansichten in technischem Maßstab (1:10 …)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label stock (default wrap)</source>
        <translation>Etikettenmaterial (Standard: wrap)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Labels on a product from the gLabels templates (&quot;Avery L7651&quot;, &quot;Brother DK-1201&quot;): its size, sheet and layout</source>
        <translation>Etiketten auf einem Produkt aus den gLabels-Vorlagen (&quot;Avery L7651&quot;, &quot;Brother DK-1201&quot;): seine Größe, sein Bogen und seine Anordnung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List the label stocks --stock knows</source>
        <translation>Das Etikettenmaterial auflisten, das --stock kennt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Label sheets or continuous tape (default sheet)</source>
        <translation>Etikettenbögen oder Endlosband (Standard: sheet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only cables with this status (labels, cables)</source>
        <translation>Nur Kabel mit diesem Status (labels, cables)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only cables on these networks, e.g. oob (labels, cables)</source>
        <translation>Nur Kabel in diesen Netzen, z. B. oob (labels, cables)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Labels: at most N labels a batch (a batch never mixes racks; default: a batch per rack)</source>
        <translation>Etiketten: höchstens N Etiketten pro Stapel (ein Stapel mischt nie Racks; Standard: ein Stapel pro Rack)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Labels: also write every batch&apos;s pick list as CSV</source>
        <translation>Etiketten: die Pickliste jedes Stapels zusätzlich als CSV schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Labels: no pick-list page before each batch</source>
        <translation>Etiketten: keine Picklisten-Seite vor jedem Stapel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Labels as ZPL: the printer&apos;s resolution (default 203)</source>
        <translation>Etiketten als ZPL: Auflösung des Druckers (Standard 203)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Examples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--stock is an option of export labels</source>
        <translation>--stock ist eine Option von export labels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--stock names the label and its sheet or roll; leave out --template and --layout</source>
        <translation>--stock nennt das Etikett und seinen Bogen oder seine Rolle; lassen Sie --template und --layout weg</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no label stock in %1</source>
        <translation>kein Etikettenmaterial in %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot be used: %1</source>
        <translation>nicht verwendbar: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>export needs a kind and one design file: rackwright export KIND FILE -o OUT (see rackwright export --help)</source>
        <translation>export braucht eine Art und eine Entwurfsdatei: rackwright export ART DATEI -o AUSGABE (siehe rackwright export --help)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown export kind &quot;%1&quot;; use one of %2</source>
        <translation>unbekannte Exportart „%1“; verwenden Sie eine von %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>export needs an output: -o OUT</source>
        <translation>export braucht eine Ausgabe: -o AUSGABE</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--format %1 does not fit export %2; use one of %3</source>
        <translation>--format %1 passt nicht zu export %2; verwenden Sie eines von %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--paper must be one of %1, not &quot;%2&quot;</source>
        <translation>--paper muss einer der Werte %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--status must be planned, installed or decommissioned, not &quot;%1&quot;</source>
        <translation>--status muss planned, installed oder decommissioned sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--network is an option of export labels and export cables</source>
        <translation>--network ist eine Option von export labels und export cables</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--network needs a network key, e.g. --network oob</source>
        <translation>--network braucht einen Netzschlüssel, z. B. --network oob</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--template must be wrap or flag, not &quot;%1&quot;</source>
        <translation>--template muss wrap oder flag sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--layout must be sheet or tape, not &quot;%1&quot;</source>
        <translation>--layout muss sheet oder tape sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--batch-size must be a whole number of labels of 1 or more, not &quot;%1&quot;</source>
        <translation>--batch-size muss eine ganze Zahl von Etiketten ab 1 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--dpi must be 203 or 300, not &quot;%1&quot;</source>
        <translation>--dpi muss 203 oder 300 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--row, --batch-size, --pick-list, --no-pick-lists and --dpi are options of export labels</source>
        <translation>--row, --batch-size, --pick-list, --no-pick-lists und --dpi sind Optionen von export labels</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Writing %1</source>
        <translation>%1 wird geschrieben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location filename="../app/cli/cmd_plancluster.cpp" line="-46"/>
        <source>%1 shapes a compute-only plan; with --cluster the preset decides the compute fabric (leave out %1, or leave out --cluster)</source>
        <translation>%1 formt einen reinen Compute-Plan; mit --cluster bestimmt die Vorlage das Compute-Fabric (%1 oder --cluster weglassen)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--console-servers takes yes or no, not &quot;%1&quot;</source>
        <translation>--console-servers nimmt yes oder no, nicht &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>rackwright::cli::PartPrinter</name>
    <message>
        <location filename="../app/cli/cmd_catalog.cpp" line="-519"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manufacturer</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Other unconfirmed values:</source>
        <translation>Weitere unbestätigte Werte:</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (family %1)</source>
        <translation> (Familie %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>selectable from %1 to %2 m: use %3:&lt;n&gt;m</source>
        <translation>wählbar von %1 bis %2 m: verwenden Sie %3:&lt;n&gt;m</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 U</source>
        <translation>%1 HE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not rack-mounted, panel %1 x %2 mm</source>
        <translation>nicht im Rack montiert, Frontplatte %1 x %2 mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, full depth</source>
        <translation>, volle Tiefe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, not full depth</source>
        <translation>, nicht volle Tiefe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1 mm deep</source>
        <translation>, %1 mm tief</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Airflow</source>
        <translation>Luftstrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+106"/>
        <source>%1 W typical</source>
        <translation>%1 W typisch</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+106"/>
        <source>%1 W max</source>
        <translation>%1 W max.</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+110"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Default protocol</source>
        <translation>Standardprotokoll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cages (%1)</source>
        <translation>Cages (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+44"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+44"/>
        <source>FACE</source>
        <translation>SEITE</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>FORM</source>
        <translation>BAUFORM</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LANES</source>
        <translation>LANES</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SIGNALLING</source>
        <translation>SIGNALISIERUNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>POWER</source>
        <translation>LEISTUNG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>THERMAL</source>
        <translation>THERMIK</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PROTOCOLS</source>
        <translation>PROTOKOLLE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LOGICAL PORTS</source>
        <translation>LOGISCHE PORTS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NOTE</source>
        <translation>HINWEIS</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> twin</source>
        <translation> doppelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> split</source>
        <translation> aufteilbar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (default %1)</source>
        <translation> (Standard %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> max %1G</source>
        <translation> max. %1G</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+128"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Adapter bays (%1)</source>
        <translation>Adapterschächte (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Panel ports (%1)</source>
        <translation>Panel-Ports (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CONNECTOR</source>
        <translation>STECKER</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>POSITIONS</source>
        <translation>POSITIONEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>POLISH</source>
        <translation>SCHLIFF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ADAPTER</source>
        <translation>ADAPTER</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>REAR</source>
        <translation>HINTEN</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Other ports</source>
        <translation>Weitere Ports</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Transceiver</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form factor</source>
        <translation>Bauform</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+74"/>
        <source>twin-port</source>
        <translation>Doppelport</translation>
    </message>
    <message>
        <location line="-74"/>
        <location line="+74"/>
        <source>single-port</source>
        <translation>Einzelport</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Lanes</source>
        <translation>Lanes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 x %2, %3 Gb/s per optical port</source>
        <translation>%1 x %2, %3 Gb/s pro optischem Port</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PMD</source>
        <translation>PMD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, %2 nm, %3</source>
        <translation>%1, %2 nm, %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 m</source>
        <translation>%1 %2 m</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>minimum %1 m</source>
        <translation>mindestens %1 m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 W typical on a split leg</source>
        <translation>%1 W typisch auf einem aufgeteilten Abgang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 W max on a split leg</source>
        <translation>%1 W max. auf einem aufgeteilten Abgang</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Protocols</source>
        <translation>Protokolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; generation %2; %3</source>
        <translation>%1; Generation %2; %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may feed a 1:2 splitter</source>
        <translation>darf einen 1:2-Splitter speisen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not splittable</source>
        <translation>nicht aufteilbar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Optical ports (%1)</source>
        <translation>Optische Ports (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>tx %1</source>
        <translation>tx %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rx %1</source>
        <translation>rx %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cable assembly</source>
        <translation>Kabelkonfektion</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, %1 fiber</source>
        <translation>, %1-Faser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ends (%1, the first is the head)</source>
        <translation>Enden (%1, das erste ist der Kopf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>lanes %1</source>
        <translation>Lanes %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passive fiber</source>
        <translation>Passive Glasfaser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2 (%3), polarity %4</source>
        <translation>%1, %2 (%3), Polarität %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, %1 dB per mating</source>
        <translation>, %1 dB pro Steckverbindung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, low loss</source>
        <translation>, dämpfungsarm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ends (%1)</source>
        <translation>Enden (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 fibers</source>
        <translation>%1 Fasern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>key %1</source>
        <translation>Kodierung %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+15"/>
        <source>Map</source>
        <translation>Zuordnung</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Coupling adapter</source>
        <translation>Kupplungsadapter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connector</source>
        <translation>Stecker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 fibers, %3, %4</source>
        <translation>%1, %2 Fasern, %3, %4</translation>
    </message>
</context>
<context>
    <name>rackwright::commands</name>
    <message>
        <location filename="../core/commands/objectcommands.h" line="+93"/>
        <source>Edit design information</source>
        <translation>Entwurfsinformationen bearbeiten</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Edit networks</source>
        <translation>Netzwerke bearbeiten</translation>
    </message>
</context>
<context>
    <name>rackwright::migrations</name>
    <message>
        <location filename="../core/fileformat/migrations.cpp" line="+18"/>
        <source>Renamed &quot;project&quot; to &quot;design&quot;.</source>
        <translation>&quot;project&quot; in &quot;design&quot; umbenannt.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Renamed &quot;height&quot; to &quot;heightU&quot; in %n rack(s).</source>
        <translation>
            <numerusform>&quot;height&quot; in %n Rack in &quot;heightU&quot; umbenannt.</numerusform>
            <numerusform>&quot;height&quot; in %n Racks in &quot;heightU&quot; umbenannt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Converted the &quot;a&quot;/&quot;b&quot; ends of %n cable(s) into an &quot;ends&quot; list.</source>
        <translation>
            <numerusform>Die Enden &quot;a&quot;/&quot;b&quot; von %n Kabel in eine Liste &quot;ends&quot; umgewandelt.</numerusform>
            <numerusform>Die Enden &quot;a&quot;/&quot;b&quot; von %n Kabeln in eine Liste &quot;ends&quot; umgewandelt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackwright::partjson::ObjectReader</name>
    <message>
        <location filename="../core/catalog/partjson.cpp" line="+125"/>
        <location filename="../core/catalog/racksystem.cpp" line="+41"/>
        <source>expected the reason why this value is unconfirmed, as text; got %1</source>
        <translation>erwartet wird die Begründung, warum dieser Wert unbestätigt ist, als Text; erhalten: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a field of the catalog schema; name the field, e.g. &quot;transceiver.powerMaxW&quot;</source>
        <translation>„%1“ ist kein Feld des Katalogschemas; nennen Sie das Feld, z. B. &quot;transceiver.powerMaxW&quot;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>expected a maximum length above minLengthM (%1 m); got %2 m</source>
        <translation>erwartet wird eine Höchstlänge über minLengthM (%1 m); erhalten: %2 m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a length from %1 m to %2 m; got %3 m</source>
        <translation>erwartet wird eine Länge von %1 m bis %2 m; erhalten: %3 m</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a length range needs &quot;lengthSelectable&quot;: true</source>
        <translation>ein Längenbereich braucht &quot;lengthSelectable&quot;: true</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>a %1 part needs exactly one body, &quot;%2&quot;; found %3</source>
        <translation>ein Teil vom Typ %1 braucht genau einen Rumpf, &quot;%2&quot;; gefunden: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a %1 part is described by &quot;%2&quot;; got &quot;%3&quot;</source>
        <translation>ein Teil vom Typ %1 wird durch &quot;%2&quot; beschrieben; erhalten: &quot;%3&quot;</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../core/catalog/racksystem.cpp" line="+58"/>
        <source>expected an id without spaces; got &quot;%1&quot;</source>
        <translation>erwartet wird eine ID ohne Leerzeichen; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a length suffix (&quot;%1&quot;) is only valid on a lengthSelectable part whose lengthM is the same length</source>
        <translation>ein Längensuffix („%1“) ist nur bei einem Teil mit lengthSelectable gültig, dessen lengthM dieselbe Länge hat</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected a length above 0 m; got %1</source>
        <translation>erwartet wird eine Länge über 0 m; erhalten: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the number %1</source>
        <translation>die Zahl %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>unknown key, ignored (check the spelling; known keys here: %1)</source>
        <translation>unbekannter Schlüssel, ignoriert (prüfen Sie die Schreibweise; hier bekannte Schlüssel: %1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>required value is missing</source>
        <translation>ein erforderlicher Wert fehlt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected text; got %1</source>
        <translation>Text erwartet; erhalten: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a number; got %1</source>
        <translation>Zahl erwartet; erhalten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a number of at least %1; got %2</source>
        <translation>erwartet wird eine Zahl von mindestens %1; erhalten: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected a whole number; got %1</source>
        <translation>ganze Zahl erwartet; erhalten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a whole number of at least %1; got %2</source>
        <translation>erwartet wird eine ganze Zahl von mindestens %1; erhalten: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected true or false; got %1</source>
        <translation>true oder false erwartet; erhalten: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected an array; got %1</source>
        <translation>Array erwartet; erhalten: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected at least one entry; got an empty array</source>
        <translation>mindestens ein Eintrag erwartet; erhalten: ein leeres Array</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a non-empty text; got %1</source>
        <translation>nicht leerer Text erwartet; erhalten: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected a whole number from %1 to %2; got %3</source>
        <translation>erwartet wird eine ganze Zahl von %1 bis %2; erhalten: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+10"/>
        <source>expected an object; got %1</source>
        <translation>Objekt erwartet; erhalten: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a part with &quot;variants&quot; gives each variant its own length and id; remove &quot;%1&quot; here</source>
        <translation>ein Teil mit &quot;variants&quot; gibt jeder Variante eine eigene Länge und ID; entfernen Sie hier „%1“</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>variant id &quot;%1&quot; is used twice</source>
        <translation>die Varianten-ID „%1“ wird zweimal verwendet</translation>
    </message>
    <message>
        <location filename="../core/catalog/partjson.h" line="+110"/>
        <source>expected one of %1; got %2</source>
        <translation>erwartet wird einer der Werte %1; erhalten: %2</translation>
    </message>
    <message>
        <location filename="../core/catalog/partbodies.cpp" line="+84"/>
        <source>expected one of row-major, column-major; got &quot;%1&quot;</source>
        <translation>erwartet wird row-major oder column-major; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a group&apos;s name needs the number placeholder {n}, e.g. &quot;OSFP{n}&quot;; got &quot;%1&quot;</source>
        <translation>der Name einer Gruppe braucht den Zahlenplatzhalter {n}, z. B. &quot;OSFP{n}&quot;; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the network &quot;%1&quot; is listed twice</source>
        <translation>das Netzwerk „%1“ ist zweimal aufgeführt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not a built-in network (%2); the port then joins only a design&apos;s own network of that key</source>
        <translation>„%1“ ist kein eingebautes Netzwerk (%2); der Port gehört dann nur zu einem eigenen Netzwerk des Designs mit diesem Schlüssel</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the default protocol &quot;%1&quot; is not among the cage&apos;s protocols</source>
        <translation>das Standardprotokoll „%1“ gehört nicht zu den Protokollen des Cages</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a twin-port cage carries exactly two logical ports; got %1</source>
        <translation>ein Doppelport-Cage trägt genau zwei logische Ports; erhalten: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>give one rail per logical port (%1: %2); got %3</source>
        <translation>geben Sie eine Rail je logischem Port an (%1: %2); erhalten: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cage name &quot;%1&quot; is used twice in this device</source>
        <translation>der Cage-Name „%1“ wird in diesem Gerät zweimal verwendet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>logical port &quot;%1&quot; is used twice in this device</source>
        <translation>der logische Port „%1“ wird in diesem Gerät zweimal verwendet</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>expected one of identity, reverse or a list of rear positions; got &quot;%1&quot;</source>
        <translation>erwartet wird identity, reverse oder eine Liste rückseitiger Positionen; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>panel port name &quot;%1&quot; is used twice in this device</source>
        <translation>der Panel-Port-Name „%1“ wird in diesem Gerät zweimal verwendet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>rear positions need a &quot;rearPort&quot; to land on</source>
        <translation>rückseitige Positionen brauchen einen &quot;rearPort&quot;, auf dem sie enden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>port &quot;%1&quot; names rear port &quot;%2&quot;, which this device does not have</source>
        <translation>der Port „%1“ nennt den rückseitigen Port „%2“, den dieses Gerät nicht hat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only a front port maps onto a rear port; &quot;%1&quot; is on the %2 and &quot;%3&quot; on the %4</source>
        <translation>nur ein vorderer Port wird auf einen rückseitigen Port abgebildet; „%1“ liegt auf der Seite %2 und „%3“ auf der Seite %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected %1 rear positions, one per position of port &quot;%2&quot;; got %3</source>
        <translation>erwartet werden %1 rückseitige Positionen, eine pro Position von Port „%2“; erhalten: %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rear port &quot;%1&quot; has %2 positions; got position %3</source>
        <translation>der rückseitige Port „%1“ hat %2 Positionen; erhalten: Position %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>position %1 of rear port &quot;%2&quot; is already fed by another front port</source>
        <translation>Position %1 des rückseitigen Ports „%2“ wird bereits von einem anderen vorderen Port belegt</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>expected at least one signalling family, the full-speed one first</source>
        <translation>mindestens eine Signalisierungsfamilie erwartet, die mit voller Geschwindigkeit zuerst</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>signalling family &quot;%1&quot; is listed twice</source>
        <translation>die Signalisierungsfamilie „%1“ ist zweimal aufgeführt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected whole or half rack units; got %1</source>
        <translation>erwartet werden ganze oder halbe Höheneinheiten; erhalten: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a device of 0 U (an adapter card, a cassette or a zero-U PDU) needs its panel height in mm</source>
        <translation>ein Gerät mit 0 HE (eine Adapterkarte, eine Kassette oder eine Zero-U-PDU) braucht seine Frontplattenhöhe in mm</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>adapter bay name &quot;%1&quot; is used twice in this device</source>
        <translation>der Adaptersteckplatz-Name „%1“ wird in diesem Gerät zweimal verwendet</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>typical power (%1 W) exceeds the maximum (%2 W)</source>
        <translation>die typische Leistung (%1 W) übersteigt das Maximum (%2 W)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>optical port name &quot;%1&quot; is used twice</source>
        <translation>der Name des optischen Ports „%1“ wird zweimal verwendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an optical port needs a fiber connector; got &quot;%1&quot;</source>
        <translation>ein optischer Port braucht einen Glasfaserstecker; erhalten: „%1“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected as many Rx positions as Tx positions (%1); got %2</source>
        <translation>erwartet werden so viele Rx-Positionen wie Tx-Positionen (%1); erhalten: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fiber position %1 is used twice</source>
        <translation>die Faserposition %1 wird zweimal verwendet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a twin-port module has two optical ports; got %1</source>
        <translation>ein Doppelport-Modul hat zwei optische Ports; erhalten: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>an assembly has a head end and at least one more end; got %1</source>
        <translation>eine Konfektion hat ein Kopfende und mindestens ein weiteres Ende; erhalten: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+59"/>
        <source>end name &quot;%1&quot; is used twice</source>
        <translation>der Endenname „%1“ wird zweimal verwendet</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>expected at least one lane</source>
        <translation>mindestens eine Lane erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>lane %1 is listed twice</source>
        <translation>die Lane %1 ist zweimal aufgeführt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lane %1 is not a lane of the head end &quot;%2&quot;</source>
        <translation>die Lane %1 ist keine Lane des Kopfendes „%2“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>head lane %1 is carried by more than one end</source>
        <translation>die Kopf-Lane %1 wird von mehr als einem Ende geführt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>head lane %1 is carried by no other end</source>
        <translation>die Kopf-Lane %1 wird von keinem anderen Ende geführt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a fiber has at least two ends; got %1</source>
        <translation>eine Glasfaser hat mindestens zwei Enden; erhalten: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected the number of fibers at this end (connector &quot;%1&quot; carries none)</source>
        <translation>erwartet wird die Zahl der Fasern an diesem Ende (der Stecker „%1“ führt keine)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the preset &quot;%1&quot; needs exactly two ends with equal fiber counts; list the paths instead</source>
        <translation>die Vorgabe „%1“ braucht genau zwei Enden mit gleicher Faserzahl; führen Sie stattdessen die Pfade auf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected one of identity, reverse, pairswap or a list of [fromEnd, fromPosition, toEnd, toPosition]; got %1</source>
        <translation>erwartet wird identity, reverse, pairswap oder eine Liste aus [fromEnd, fromPosition, toEnd, toPosition]; erhalten: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected [fromEnd, fromPosition, toEnd, toPosition], e.g. [&quot;A&quot;, 1, &quot;B&quot;, 12]; got %1</source>
        <translation>erwartet wird [fromEnd, fromPosition, toEnd, toPosition], z. B. [&quot;A&quot;, 1, &quot;B&quot;, 12]; erhalten: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected one of the end names %1; got &quot;%2&quot;</source>
        <translation>erwartet wird einer der Endennamen %1; erhalten: „%2“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>end &quot;%1&quot; has positions 1 to %2; got %3</source>
        <translation>das Ende „%1“ hat die Positionen 1 bis %2; erhalten: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>position %1 of end &quot;%2&quot; is used by two paths</source>
        <translation>Position %1 des Endes „%2“ wird von zwei Pfaden verwendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a path joins two different ends</source>
        <translation>ein Pfad verbindet zwei verschiedene Enden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected at least one fiber path</source>
        <translation>mindestens ein Faserpfad erwartet</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>expected one of identity, reverse, pairswap or a list of side-2 positions; got %1</source>
        <translation>erwartet wird identity, reverse, pairswap oder eine Liste von Positionen auf Seite 2; erhalten: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected each side-2 position 1 to %1 exactly once</source>
        <translation>erwartet wird jede Position 1 bis %1 auf Seite 2 genau einmal</translation>
    </message>
    <message>
        <location filename="../core/catalog/racksystem.cpp" line="-68"/>
        <source>expected one of %1; got &quot;%2&quot;</source>
        <translation>erwartet wurde eines von %1; gefunden: „%2“</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;%1&quot; is not a field of a rack system; name the field, e.g. &quot;memberGroups.firstU&quot;</source>
        <translation>„%1“ ist kein Feld eines Rack-Systems; nennen Sie das Feld, z. B. „memberGroups.firstU“</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>a rack is 1 to 60 U high; got %1</source>
        <translation>ein Rack ist 1 bis 60 HE hoch; gefunden: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 members from U%2 end above the rack&apos;s %3 U</source>
        <translation>%1 Mitglieder ab HE %2 enden oberhalb der %3 HE des Racks</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>U%1 is taken by %2 already</source>
        <translation>HE %1 ist schon von %2 belegt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the member name %1 is used twice</source>
        <translation>der Mitgliedsname %1 kommt zweimal vor</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ActionRegistry</name>
    <message>
        <location filename="../ui/actions/actionregistry.cpp" line="+15"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new, empty design</source>
        <translation>Einen neuen, leeren Entwurf beginnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a design file</source>
        <translation>Eine Entwurfsdatei öffnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the design</source>
        <translation>Den Entwurf speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the design under a new name</source>
        <translation>Den Entwurf unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this window</source>
        <translation>Dieses Fenster schließen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close every window and quit</source>
        <translation>Alle Fenster schließen und beenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/mainwindow/mainwindow.cpp" line="+544"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the last edit</source>
        <translation>Die letzte Änderung rückgängig machen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/mainwindow/mainwindow.cpp" line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo the edit just undone</source>
        <translation>Die eben rückgängig gemachte Änderung wiederherstellen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected devices and cables to the clipboard and remove them</source>
        <translation>Die ausgewählten Geräte und Kabel in die Zwischenablage kopieren und entfernen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected devices and cables to the clipboard</source>
        <translation>Die ausgewählten Geräte und Kabel in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste copied objects with new names into free rack units</source>
        <translation>Kopierte Objekte mit neuen Namen in freie Höheneinheiten einfügen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selection next to itself with new names</source>
        <translation>Die Auswahl mit neuen Namen daneben kopieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected racks (with what they hold), devices (with their modules) and cables</source>
        <translation>Die ausgewählten Racks (mit ihrem Inhalt), Geräte (mit ihren Modulen) und Kabel entfernen</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>&amp;Quick Add Rack</source>
        <translation>Rack &amp;schnell hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a rack like the last one added at the end of the row of the selection</source>
        <translation>Ein Rack wie das zuletzt hinzugefügte am Ende der Reihe der Auswahl hinzufügen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add &amp;Rack…</source>
        <translation>&amp;Rack hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the row, name, size and limits of a new rack</source>
        <translation>Reihe, Name, Größe und Grenzwerte eines neuen Racks wählen</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Select &amp;All</source>
        <translation>Alles a&amp;uswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select every racked device</source>
        <translation>Alle eingebauten Geräte auswählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a device, port or cable by name, part or id</source>
        <translation>Ein Gerät, einen Port oder ein Kabel nach Name, Teil oder ID suchen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find &amp;Next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next match of the text in the Find field</source>
        <translation>Zum nächsten Treffer des Textes im Suchfeld gehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pr&amp;eferences…</source>
        <translation>Ei&amp;nstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings that apply to every design, such as how often autosave runs</source>
        <translation>Einstellungen, die für alle Entwürfe gelten, etwa wie oft automatisch gespeichert wird</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enlarge the row view</source>
        <translation>Die Reihenansicht vergrößern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shrink the row view</source>
        <translation>Die Reihenansicht verkleinern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every rack of the design</source>
        <translation>Alle Racks des Entwurfs zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom &amp;100 %</source>
        <translation>Zoom &amp;100 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one millimetre as one pixel</source>
        <translation>Einen Millimeter als ein Pixel zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom to &amp;Selection</source>
        <translation>Auf Au&amp;swahl zoomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected objects</source>
        <translation>Die ausgewählten Objekte zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Elevations</source>
        <translation>Rack-&amp;Ansichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every rack&apos;s front and rear, row by row</source>
        <translation>Vorder- und Rückseite jedes Racks zeigen, Reihe für Reihe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F&amp;loor Plan</source>
        <translation>Grun&amp;driss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the halls from above: rows of racks and the cable runs between them</source>
        <translation>Die Hallen von oben zeigen: Rack-Reihen und die Kabelstrecken dazwischen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Navigator</source>
        <translation>&amp;Navigator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole view in small with the visible area; click in it to move there</source>
        <translation>Die ganze Ansicht verkleinert mit dem sichtbaren Bereich zeigen; klicken Sie hinein, um dorthin zu springen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cables by &amp;Kind</source>
        <translation>Kabel nach A&amp;rt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour cables by kind: copper, active, multimode, single-mode</source>
        <translation>Kabel nach Art einfärben: Kupfer, aktiv, Multimode, Singlemode</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cables by S&amp;tatus</source>
        <translation>Kabel nach S&amp;tatus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour cables by status: planned, installed, decommissioned</source>
        <translation>Kabel nach Status einfärben: geplant, installiert, außer Betrieb</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cables by &amp;Validation</source>
        <translation>Kabel nach &amp;Prüfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour cables by their worst finding: errors red, warnings orange</source>
        <translation>Kabel nach ihrem schwersten Befund einfärben: Fehler rot, Warnungen orange</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cables by &amp;Network</source>
        <translation>Kabel nach Net&amp;zwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour cables by network: compute, storage, in-band and out-of-band management, uplink and the design&apos;s own</source>
        <translation>Kabel nach Netzwerk einfärben: Compute, Storage, In-Band- und Out-of-Band-Management, Kunden-Uplink und die eigenen Netzwerke des Designs</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Port Map…</source>
        <translation>&amp;Port-Plan…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every port of the selected device with module, peer and cable</source>
        <translation>Alle Ports des ausgewählten Geräts mit Modul, Gegenstelle und Kabel zeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Trace Channel</source>
        <translation>&amp;Kanal verfolgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the optical channel of the selected cable or device end to end: every mating, fiber position, Tx lane, length, loss and finding</source>
        <translation>Den optischen Kanal des ausgewählten Kabels oder Geräts von Ende zu Ende zeigen: jede Steckverbindung, Faserposition und Tx-Lane, Länge, Dämpfung und jeden Befund</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Validate Now</source>
        <translation>&amp;Jetzt prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring the findings up to date without waiting</source>
        <translation>Die Befunde sofort aktualisieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Fabric and Cluster Planner…</source>
        <translation>&amp;Fabric- und Cluster-Planer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan a compute fabric from GPU count and switch model, or a whole cluster from a reference architecture, and generate a design</source>
        <translation>Eine Compute-Fabric aus GPU-Anzahl und Switch-Modell oder einen ganzen Cluster aus einer Referenzarchitektur planen und daraus einen Entwurf erzeugen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rackwright &amp;Manual</source>
        <translation>Rackwright-&amp;Handbuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the manual; on a finding, the page of its rule</source>
        <translation>Das Handbuch öffnen; bei einem Befund die Seite seiner Regel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List every keyboard shortcut</source>
        <translation>Alle Tastenkürzel auflisten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What&apos;s &amp;This?</source>
        <translation>&amp;Direkthilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click any part of the window to learn what it is for</source>
        <translation>Klicken Sie auf einen beliebigen Teil des Fensters, um zu erfahren, wozu er dient</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;About Rackwright</source>
        <translation>Ü&amp;ber Rackwright</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version and build of Rackwright</source>
        <translation>Version und Build von Rackwright</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::AddRackDialog</name>
    <message>
        <location filename="../ui/mainwindow/addrackdialog.cpp" line="+37"/>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power at full load</source>
        <translation>Leistung bei Volllast</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>member positions</source>
        <translation>Positionen der Mitglieder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>member parts</source>
        <translation>Teile der Mitglieder</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+54"/>
        <source>Add Rack</source>
        <translation>Rack hinzufügen</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New hall and row</source>
        <translation>Neue Halle und Reihe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty rack</source>
        <translation>Leeres Rack</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 (rack-scale system, %n GPU(s))</source>
        <translation>
            <numerusform>%1 (Rack-Scale-System, %n GPU)</numerusform>
            <numerusform>%1 (Rack-Scale-System, %n GPUs)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rack-scale system places the rack with every compute tray, NVLink switch tray, power shelf and management switch at its place.</source>
        <translation>Ein Rack-Scale-System stellt das Rack mit jedem Compute-Tray, NVLink-Switch-Tray, Power-Shelf und Management-Switch an seinem Platz auf.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+104"/>
        <source>%1 U</source>
        <translation>%1 HE</translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+2"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <location line="-2"/>
        <source> kg</source>
        <translation> kg</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard Values</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>42 U, 600 × 1200 mm, no power or weight limit</source>
        <translation>42 HE, 600 × 1200 mm, keine Leistungs- oder Gewichtsgrenze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row:</source>
        <translation>Reihe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height:</source>
        <translation>Höhe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth:</source>
        <translation>Tiefe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit:</source>
        <translation>Leistungsgrenze:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight limit:</source>
        <translation>Gewichtsgrenze:</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>UNCONFIRMED (hover for the reasons): %1</source>
        <translation>UNBESTÄTIGT (Gründe beim Überfahren mit der Maus): %1</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::CableInspector</name>
    <message>
        <location filename="../ui/docks/cableinspector.cpp" line="+38"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Replace part…</source>
        <translation>Teil ersetzen…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The run as drawn: from the port up to the tray and across, with slack for dressing. The cable tool orders the next orderable length above it.</source>
        <translation>Die Strecke wie gezeichnet: vom Port hinauf zur Kabeltrasse und hinüber, mit Reserve für die Verlegung. Das Kabelwerkzeug bestellt die nächste bestellbare Länge darüber.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The network the cable belongs to. Automatic follows the ports at its ends (a node&apos;s compute port, a switch of the storage fabric); choose one to override them.</source>
        <translation>Das Netzwerk, zu dem das Kabel gehört. „Automatisch“ folgt den Ports an seinen Enden (dem Compute-Port eines Knotens, einem Switch der Storage-Fabric); wählen Sie eines, um sie zu übersteuern.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fabric plane the cable is in. Automatic follows the switches at its ends.</source>
        <translation>Die Fabric-Ebene, in der das Kabel liegt. „Automatisch“ folgt den Switches an seinen Enden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ends</source>
        <translation>Enden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location line="+69"/>
        <source> (not in the catalog)</source>
        <translation> (nicht im Katalog)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (UNCONFIRMED data)</source>
        <translation> (UNBESTÄTIGTE Daten)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offers the parts that fit between the same ports, ranked as when drawing a cable; the ends stay where they are.</source>
        <translation>Bietet die Teile an, die zwischen dieselben Ports passen, gereiht wie beim Zeichnen eines Kabels; die Enden bleiben, wo sie sind.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed</source>
        <translation>Installiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decommissioned</source>
        <translation>Außer Betrieb</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>(derived from the ends)</source>
        <translation>(aus den Enden abgeleitet)</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>differs by cable</source>
        <translation>je nach Kabel verschieden</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+5"/>
        <source>Automatic (%1)</source>
        <translation>Automatisch (%1)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plane %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Leg %1: %2</source>
        <translation>Abgang %1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End %1: %2</source>
        <translation>Ende %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transceiver %1</source>
        <translation>Transceiver %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>panel port</source>
        <translation>Panel-Port</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select the device of this end and centre on it</source>
        <translation>Das Gerät dieses Endes auswählen und darauf zentrieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This end is not on a port</source>
        <translation>Dieses Ende steckt nicht an einem Port</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>run: not drawn</source>
        <translation>Strecke: nicht gezeichnet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run ≈ %1 m</source>
        <translation>Strecke ≈ %1 m</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs ≈ %1–%2 m</source>
        <translation>Strecken ≈ %1–%2 m</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Waived: %1</source>
        <translation>Ausgenommen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>… and %n more in the Issues panel</source>
        <translation>
            <numerusform>… und %n weiterer im Bereich Befunde</numerusform>
            <numerusform>… und %n weitere im Bereich Befunde</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Select a cable.</source>
        <translation>Wählen Sie ein Kabel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The selected cables join different kinds of ports; replace them in groups that join the same kinds.</source>
        <translation>Die ausgewählten Kabel verbinden unterschiedliche Arten von Ports; ersetzen Sie sie in Gruppen, die dieselben Arten verbinden.</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Replace the part of %n cable(s) with %1</source>
        <translation>
            <numerusform>Das Teil von %n Kabel durch %1 ersetzen</numerusform>
            <numerusform>Das Teil von %n Kabeln durch %1 ersetzen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No cable in the catalog fits between these ports over the length the run needs.</source>
        <translation>Kein Kabel im Katalog passt zwischen diese Ports über die Länge, die die Strecke braucht.</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Edit %n cable(s)</source>
        <translation>
            <numerusform>%n Kabel bearbeiten</numerusform>
            <numerusform>%n Kabel bearbeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Put %n cable(s) on a network</source>
        <translation>
            <numerusform>%n Kabel einem Netzwerk zuordnen</numerusform>
            <numerusform>%n Kabel einem Netzwerk zuordnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Put %n cable(s) in a plane</source>
        <translation>
            <numerusform>%n Kabel einer Ebene zuordnen</numerusform>
            <numerusform>%n Kabel einer Ebene zuordnen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackwright::ui::CableNetworkLegend</name>
    <message>
        <location filename="../ui/canvas/cablenetworklegend.cpp" line="+34"/>
        <source>Cable networks</source>
        <translation>Kabelnetzwerke</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the cables of this network</source>
        <translation>Die Kabel dieses Netzwerks zeigen oder ausblenden</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::CablePartPicker</name>
    <message>
        <location filename="../ui/canvas/cablepartpicker.cpp" line="+117"/>
        <source>Click a part to use it; Escape cancels.</source>
        <translation>Klicken Sie auf ein Teil, um es zu verwenden; Escape bricht ab.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::CanvasToolTips</name>
    <message>
        <location filename="../ui/canvas/canvastooltips.cpp" line="+21"/>
        <source>Transceiver: %1 in %2</source>
        <translation>Transceiver: %1 in %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty cage: no transceiver</source>
        <translation>Leerer Cage: kein Transceiver</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cable: %1 (%2, %3 m)</source>
        <translation>Kabel: %1 (%2, %3 m)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peer: %1</source>
        <translation>Gegenstelle: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No cable</source>
        <translation>Kein Kabel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cable %1</source>
        <translation>Kabel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Part: %1%2</source>
        <translation>Teil: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (UNCONFIRMED data)</source>
        <translation> (UNBESTÄTIGTE Daten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length: %1 m (run ≈ %2 m)</source>
        <translation>Länge: %1 m (Strecke ≈ %2 m)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length: %1 m</source>
        <translation>Länge: %1 m</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End %1: %2</source>
        <translation>Ende %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No errors or warnings</source>
        <translation>Keine Fehler oder Warnungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst finding: %1</source>
        <translation>Schwerster Befund: %1</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::CatalogDock</name>
    <message>
        <location filename="../ui/docks/catalogdock.cpp" line="+26"/>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adapter</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transceiver</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fiber</source>
        <translation>Glasfaser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Panel</source>
        <translation>Panel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Search parts…</source>
        <translation>Teile suchen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>UNCONFIRMED</source>
        <translation>UNBESTÄTIGT</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;UNCONFIRMED data:&lt;/b&gt;</source>
        <translation>&lt;b&gt;UNBESTÄTIGTE Daten:&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::CatalogDropTool</name>
    <message>
        <location filename="../ui/canvas/tools/catalogdroptool.cpp" line="+44"/>
        <source>%1 has no rack height: it goes into a server&apos;s adapter bay or a panel enclosure, not into rack units.</source>
        <translation>%1 hat keine Rack-Höhe: Es gehört in den Adapterschacht eines Servers oder in ein Panel-Gehäuse, nicht in Höheneinheiten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drop %1 on the front or rear elevation of a rack.</source>
        <translation>Legen Sie %1 auf der Vorder- oder Rückansicht eines Racks ab.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drop %1 on the front or rear elevation of a rack: it hangs in the side channel and takes no units.</source>
        <translation>Legen Sie %1 auf der Vorder- oder Rückansicht eines Racks ab: sie hängt im Seitenkanal und belegt keine Höheneinheiten.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Zoom in until the cages show, then drop %1 onto one.</source>
        <translation>Vergrößern Sie, bis die Cages sichtbar sind, und legen Sie %1 dann auf einem ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop %1 onto an empty cage.</source>
        <translation>Legen Sie %1 auf einem leeren Cage ab.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is a patch-panel port; a transceiver goes into a cage.</source>
        <translation>%1 ist ein Patchpanel-Port; ein Transceiver gehört in einen Cage.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 already holds %2; remove it first.</source>
        <translation>%1 enthält bereits %2; entfernen Sie es zuerst.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 holds the plug of cable %2; unplug it first.</source>
        <translation>%1 hält den Stecker von Kabel %2; ziehen Sie ihn zuerst ab.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Plug %1 into %2</source>
        <translation>%1 in %2 stecken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hang %1 in the side channel, %2</source>
        <translation>%1 in den Seitenkanal hängen, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1 at U%2, %3</source>
        <translation>%1 an U%2 platzieren, %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ChannelTraceDock</name>
    <message>
        <location filename="../ui/docks/channeltracedock.cpp" line="+137"/>
        <source>Select a fiber cable, a cage holding a transceiver or a finding and choose Tools ▸ Trace Channel (Ctrl+T) to see its optical channel end to end.</source>
        <translation>Wählen Sie ein Glasfaserkabel, einen Cage mit Transceiver oder einen Befund aus und rufen Sie Werkzeuge ▸ Kanal verfolgen (Strg+T) auf, um dessen optischen Kanal von Ende zu Ende zu sehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The channels that start here: each optical port, splitter leg and direction</source>
        <translation>Die Kanäle, die hier beginnen: je optischem Port, Splitter-Abgang und Richtung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a row to select its element on the canvas; click the rule id to read what the rule checks.</source>
        <translation>Klicken Sie auf eine Zeile, um ihr Element auf der Arbeitsfläche auszuwählen; klicken Sie auf die Regel-ID, um zu lesen, was die Regel prüft.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1 error(s), %2 warning(s) on this channel.</source>
        <translation>%1 Fehler, %2 Warnung(en) auf diesem Kanal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No error or warning on this channel.</source>
        <translation>Keine Fehler oder Warnungen auf diesem Kanal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 channels start here. %2</source>
        <translation>Hier beginnen %1 Kanäle. %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>whole channel</source>
        <translation>ganzer Kanal</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What %1 checks and how to fix it</source>
        <translation>Was %1 prüft und wie Sie den Befund beheben</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ChannelTraceView</name>
    <message>
        <location line="-147"/>
        <source>%1 m, %2 dB</source>
        <translation>%1 m, %2 dB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 dB</source>
        <translation>%1 dB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to select it on the canvas.</source>
        <translation>Klicken Sie, um es auf der Arbeitsfläche auszuwählen.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ClusterPage</name>
    <message>
        <location filename="../ui/planner/clusterpage.cpp" line="+51"/>
        <source>%1 (%2G)</source>
        <translation>%1 (%2G)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No transceivers: the links are cable assemblies or copper.</source>
        <translation>Keine Transceiver: Die Verbindungen sind konfektionierte Kabel oder Kupfer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in nodes and appliances, %2 in switches</source>
        <translation>%1 in Knoten und Appliances, %2 in Switches</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>From the nodes</source>
        <translation>Aus den Knoten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scalable units of the reference architecture. &quot;From the nodes&quot;: as many as the nodes fill; typing a node count sets it.</source>
        <translation>Skalierbare Einheiten der Referenzarchitektur. „Aus den Knoten“: so viele, wie die Knoten füllen; die Eingabe einer Knotenzahl stellt dies ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every unit full</source>
        <translation>Jede Unit voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute nodes, for fewer than whole scalable units. &quot;Every unit full&quot;: every unit holds as many nodes as the reference architecture puts in it.</source>
        <translation>Compute-Knoten, für weniger als ganze Scalable Units. „Jede Unit voll“: Jede Unit nimmt so viele Knoten auf, wie die Referenzarchitektur vorsieht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fill the appliance ports</source>
        <translation>Appliance-Ports füllen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Generic storage appliances on the storage fabric, in storage racks. &quot;Fill the appliance ports&quot;: as many as the storage leaves&apos; appliance ports take (one per two ports). 0: none, as the reference architecture&apos;s tables count; its appliance ports are then left for the storage product.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Generische Storage-Appliances am Storage-Netz, in Storage-Racks. „Appliance-Ports füllen“: so viele, wie die Appliance-Ports der Storage-Leaves aufnehmen (eine je zwei Ports). 0: keine, wie die Tabellen der Referenzarchitektur zählen; deren Appliance-Ports bleiben dann für das Storage-Produkt frei.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One in every rack of switches</source>
        <translation>Einer in jedem Rack mit Switches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;A console server in every rack of switches, each switch&apos;s RS-232 console on a rolled console cable to it, and its network port on the out-of-band network. The reference architectures list none: clear it to count as their tables do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Konsolenserver in jedem Rack mit Switches, die RS-232-Konsole jedes Switches über ein gedrehtes Konsolenkabel daran und sein Netzwerkport im Out-of-Band-Netz. Die Referenzarchitekturen führen keine: Abwählen, um wie ihre Tabellen zu zählen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Compute nodes in each rack of the generated design; the preset&apos;s value until you change it. The budget counts racks and PDUs as the reference architecture does.</source>
        <translation>Compute-Knoten in jedem Rack des erzeugten Entwurfs; der Wert der Vorlage, bis Sie ihn ändern. Das Budget zählt Racks und PDUs wie die Referenzarchitektur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> racks</source>
        <translation> Racks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rack positions in each row of the generated hall.</source>
        <translation>Rackplätze in jeder Reihe der erzeugten Halle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Preset</source>
        <translation>&amp;Vorlage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scalable units</source>
        <translation>Scalable &amp;Units</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Nodes</source>
        <translation>&amp;Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;torage appliances</source>
        <translation>S&amp;torage-Appliances</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Console servers</source>
        <translation>&amp;Konsolenserver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servers per &amp;rack</source>
        <translation>Server pro &amp;Rack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row &amp;length</source>
        <translation>Reihen&amp;länge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset decides how each network is built, as its reference architecture does; the size decides how many of everything. &quot;Generate design&quot; builds every rack, device and cable of the four networks as a new design.</source>
        <translation>Die Vorlage bestimmt, wie jedes Netz aufgebaut wird, so wie es ihre Referenzarchitektur tut; die Größe bestimmt, wie viel von allem. „Entwurf erzeugen“ baut jedes Rack, jedes Gerät und jedes Kabel der vier Netze als neuen Entwurf.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Network, switches and links</source>
        <translation>Netz, Switches und Verbindungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ports used</source>
        <translation>Belegte Ports</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget per network</source>
        <translation>Budget pro Netz</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Assumed&lt;/b&gt; — figures the reference architecture does not print; check them before ordering:</source>
        <translation>&lt;b&gt;Angenommen&lt;/b&gt; — Zahlen, die die Referenzarchitektur nicht angibt; prüfen Sie sie vor der Bestellung:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Impossible plan: %1</source>
        <translation>Unmöglicher Plan: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 UFM appliances, %2 head nodes, %3 storage appliances</source>
        <translation>%1 UFM-Appliances, %2 Head-Nodes, %3 Storage-Appliances</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 head nodes, %2 storage appliances</source>
        <translation>%1 Head-Nodes, %2 Storage-Appliances</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 SU: %2 × %3 (%4 GPUs), %5.
Racks as the reference architecture counts them (every switch in management racks): %6 compute, %7 management, %8 storage; %9 PDUs.</source>
        <translation>%1 SU: %2 × %3 (%4 GPUs), %5.
Racks, wie die Referenzarchitektur sie zählt (jeder Switch in Management-Racks): %6 Compute, %7 Management, %8 Storage; %9 PDUs.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+24"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ports per switch at %2G</source>
        <translation>%1 Ports pro Switch bei %2G</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot generate: %1</source>
        <translation>Erzeugen nicht möglich: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generated %1 racks, %2 devices, %3 transceivers and %4 cables.</source>
        <translation>%1 Racks, %2 Geräte, %3 Transceiver und %4 Kabel erzeugt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ConnectTool</name>
    <message>
        <location filename="../ui/canvas/tools/connecttool.cpp" line="+14"/>
        <source>Linking from %1: release on the other port</source>
        <translation>Verbinden ab %1: auf dem anderen Port loslassen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Legs left unconnected: %1</source>
        <translation>Nicht verbundene Abgänge: %1</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No cable in the catalog fits between %1 and %2 over %3 m: the plugs or connectors do not match these ports.</source>
        <translation>Kein Kabel im Katalog passt zwischen %1 und %2 über %3 m: Die Stecker passen nicht zu diesen Ports.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Linked %1 and %2 with %3</source>
        <translation>%1 und %2 mit %3 verbunden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click the port for leg %1 of the breakout (Esc leaves the rest unconnected)</source>
        <translation>Klicken Sie auf den Port für Abgang %1 des Breakouts (Esc lässt den Rest unverbunden)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every leg of the breakout is connected.</source>
        <translation>Alle Abgänge des Breakouts sind verbunden.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ContextMenus</name>
    <message>
        <location filename="../ui/mainwindow/contextmenus.cpp" line="+82"/>
        <source>Replace part…</source>
        <translation>Teil ersetzen…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Swap ends</source>
        <translation>Enden tauschen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+24"/>
        <location line="+79"/>
        <location line="+49"/>
        <source>Show in Inspector</source>
        <translation>In Eigenschaften anzeigen</translation>
    </message>
    <message>
        <location line="-141"/>
        <location line="+50"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Re-route</source>
        <translation>Umstecken</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move end %1 (%2)…</source>
        <translation>Ende %1 umstecken (%2)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the port this end goes to next; the part, length and label stay.</source>
        <translation>Klicken Sie dann auf den neuen Port für dieses Ende; Teil, Länge und Beschriftung bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Select Its Devices (%n)</source>
        <translation>
            <numerusform>Enthaltenes Gerät auswählen (%n)</numerusform>
            <numerusform>Enthaltene Geräte auswählen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Restore System Members (%n missing)</source>
        <translation>
            <numerusform>Systemmitglieder wiederherstellen (%n fehlt)</numerusform>
            <numerusform>Systemmitglieder wiederherstellen (%n fehlen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot go back while another device covers its unit; move that device out first.</source>
        <translation>%1 kann nicht zurück, solange ein anderes Gerät seine HE belegt; verschieben Sie dieses Gerät zuerst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restore the members of %1</source>
        <translation>Mitglieder von %1 wiederherstellen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Pull transceiver %1</source>
        <translation>Transceiver %1 ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removes the transceiver; cables on it stay, with that end loose.</source>
        <translation>Entfernt den Transceiver; Kabel daran bleiben, mit diesem Ende lose.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plug transceiver</source>
        <translation>Transceiver stecken</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No transceiver in the catalog fits this cage.</source>
        <translation>Kein Transceiver im Katalog passt in diesen Cage.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+14"/>
        <source>Trace channel</source>
        <translation>Kanal verfolgen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The cage is empty: plug a transceiver to start an optical channel.</source>
        <translation>Der Cage ist leer: Stecken Sie einen Transceiver, um einen optischen Kanal zu beginnen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Shows the optical channel end to end in the Channel Trace dock</source>
        <translation>Zeigt den optischen Kanal von Ende zu Ende im Bereich Kanalverfolgung</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swap cable ends</source>
        <translation>Kabelenden tauschen</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::DesignSummaryWidget</name>
    <message>
        <location filename="../ui/mainwindow/designsummarywidget.cpp" line="+53"/>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cages</source>
        <translation>Cages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in use</source>
        <translation>belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cable assemblies</source>
        <translation>Kabelkonfektionen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Logical links</source>
        <translation>Logische Verbindungen</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::DeviceItem</name>
    <message>
        <location filename="../ui/canvas/deviceitem.cpp" line="+153"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown part %1</source>
        <translation>unbekanntes Teil %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Role: %1</source>
        <translation>Rolle: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Catalog data UNCONFIRMED: %1</source>
        <translation>Katalogdaten UNBESTÄTIGT: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Part &quot;%1&quot; is not in the catalog.</source>
        <translation>Das Teil „%1“ ist nicht im Katalog.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zero-U: %1</source>
        <translation>Zero-U: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>U%1–U%2</source>
        <translation>U%1–U%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U%1</source>
        <translation>U%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, front</source>
        <translation>%1, vorne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, rear</source>
        <translation>%1, hinten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>… and %1 more findings</source>
        <translation>… und %1 weitere Befunde</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1:%2 port %3</source>
        <translation>%1:%2 Port %3</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::DialogPrompts</name>
    <message>
        <location filename="../ui/mainwindow/userprompts.cpp" line="+194"/>
        <source>Rackwright designs (*.rackwright)</source>
        <translation>Rackwright-Entwürfe (*.rackwright)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to &quot;%1&quot; before closing it?</source>
        <translation>Die Änderungen an „%1“ vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you don&apos;t save, your changes will be lost.</source>
        <translation>Wenn Sie nicht speichern, gehen Ihre Änderungen verloren.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Design</source>
        <translation>Entwurf öffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Design As</source>
        <translation>Entwurf speichern unter</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::DocumentController</name>
    <message>
        <location filename="../ui/mainwindow/documentcontroller.cpp" line="+79"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+28"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Opening %1 was cancelled.</source>
        <translation>Das Öffnen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+21"/>
        <source>Cannot open design</source>
        <translation>Entwurf kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 was not opened.</source>
        <translation>%1 wurde nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It was converted from file format %1; saving writes format %2.</source>
        <translation>Er wurde aus dem Dateiformat %1 umgewandelt; beim Speichern wird Format %2 geschrieben.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n problem(s) repaired; the file changes only when you save.</source>
        <translation>
            <numerusform>%n Problem repariert; die Datei ändert sich erst beim Speichern.</numerusform>
            <numerusform>%n Probleme repariert; die Datei ändert sich erst beim Speichern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Warnings written to the log: %1.</source>
        <translation>Warnungen ins Protokoll geschrieben: %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saving was cancelled; %1 on disk is unchanged.</source>
        <translation>Das Speichern wurde abgebrochen; %1 auf dem Datenträger ist unverändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save design</source>
        <translation>Entwurf kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unexpected error: %1. Please report this as a bug, with the log file.</source>
        <translation>Unerwarteter Fehler: %1. Bitte melden Sie das als Fehler, zusammen mit der Protokolldatei.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::EditController</name>
    <message numerus="yes">
        <location filename="../ui/mainwindow/editcontroller.cpp" line="+50"/>
        <source>Copied %n device(s)</source>
        <translation>
            <numerusform>%n Gerät kopiert</numerusform>
            <numerusform>%n Geräte kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> and %n cable(s)</source>
        <translation>
            <numerusform> (mit %n Kabel)</numerusform>
            <numerusform> (mit %n Kabeln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; %n cable(s) run outside the copy, Paste asks about them.</source>
        <translation>
            <numerusform>; %n Kabel führt aus der Kopie hinaus, „Einfügen“ fragt danach.</numerusform>
            <numerusform>; %n Kabel führen aus der Kopie hinaus, „Einfügen“ fragt danach.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>No rack had room for %n pasted device(s); they were added unracked.</source>
        <translation>
            <numerusform>Kein Rack hatte Platz für %n eingefügtes Gerät; es wurde ohne Rack hinzugefügt.</numerusform>
            <numerusform>Kein Rack hatte Platz für %n eingefügte Geräte; sie wurden ohne Rack hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cable end(s) went to the next free matching port.</source>
        <translation>
            <numerusform>%n Kabelende wurde am nächsten freien passenden Port angeschlossen.</numerusform>
            <numerusform>%n Kabelenden wurden am jeweils nächsten freien passenden Port angeschlossen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cable end(s) are loose: plug them with Re-route.</source>
        <translation>
            <numerusform>%n Kabelende ist lose: Stecken Sie es mit „Umstecken“ an.</numerusform>
            <numerusform>%n Kabelenden sind lose: Stecken Sie sie mit „Umstecken“ an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cable(s) to devices outside the copy were left out.</source>
        <translation>
            <numerusform>%n Kabel zu Geräten außerhalb der Kopie wurde weggelassen.</numerusform>
            <numerusform>%n Kabel zu Geräten außerhalb der Kopie wurden weggelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>%n Objekt löschen</numerusform>
            <numerusform>%n Objekte löschen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete rack %1</source>
        <translation>Rack %1 löschen</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Deleted %n rack(s)</source>
        <translation>
            <numerusform>%n Rack gelöscht</numerusform>
            <numerusform>%n Racks gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> with %n device(s) in them; Undo brings everything back.</source>
        <translation>
            <numerusform> mit %n Gerät darin; Rückgängig stellt alles wieder her.</numerusform>
            <numerusform> mit %n Geräten darin; Rückgängig stellt alles wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Nothing matches &quot;%1&quot;.</source>
        <translation>Nichts passt zu „%1“.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Match %1 of %2: %3</source>
        <translation>Treffer %1 von %2: %3</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Add rack %1</source>
        <translation>Rack %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The rack-scale system %1 is not in the catalog.</source>
        <translation>Das Rack-Scale-System %1 ist nicht im Katalog.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::EditSession</name>
    <message>
        <location filename="../ui/editing/editsession.cpp" line="+28"/>
        <source>The design cannot be edited right now.</source>
        <translation>Der Entwurf kann gerade nicht bearbeitet werden.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ExportController</name>
    <message>
        <location filename="../ui/export/exportactions.cpp" line="+37"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Print pre&amp;view</source>
        <translation>Druck&amp;vorschau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Exported %n file(s): %1</source>
        <translation>
            <numerusform>%n Datei exportiert: %1</numerusform>
            <numerusform>%n Dateien exportiert: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+1"/>
        <source>Export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Print preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ExportDialog</name>
    <message>
        <location filename="../ui/export/exportdialog.cpp" line="+21"/>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continuous tape (one label per page)</source>
        <translation>Endlosband (ein Etikett pro Seite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True scale (1:10, 1:15 …)</source>
        <translation>Maßstabsgetreu (1:10, 1:15 …)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>all racks (%1)</source>
        <translation>alle Racks (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All cables</source>
        <translation>Alle Kabel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed</source>
        <translation>Installiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decommissioned</source>
        <translation>Außer Betrieb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All networks</source>
        <translation>Alle Netze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wrap-around (self-laminating)</source>
        <translation>Wickeletikett (selbstlaminierend)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flag</source>
        <translation>Fahnenetikett</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks:</source>
        <translation>Racks:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cables:</source>
        <translation>Kabel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network:</source>
        <translation>Netz:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Label stock:</source>
        <translation>Etikettenmaterial:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Folder or prefix:</source>
        <translation>Ordner oder Präfix:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output:</source>
        <translation>Ausgabe:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Folder for devices.csv and cables.csv</source>
        <translation>Ordner für devices.csv und cables.csv</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export to</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ExportJob</name>
    <message>
        <location filename="../ui/export/exportjob.cpp" line="+16"/>
        <source>unknown format &quot;%1&quot;</source>
        <translation>unbekanntes Format „%1“</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ExportSettings</name>
    <message>
        <location filename="../ui/export/exportsettings.cpp" line="+27"/>
        <source>Design review PDF…</source>
        <translation>Prüf-PDF des Entwurfs…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rack elevations…</source>
        <translation>Rack-Ansichten…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Port maps…</source>
        <translation>Port-Pläne…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cable labels…</source>
        <translation>Kabelbeschriftungen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bill of materials…</source>
        <translation>Stückliste…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cable schedule…</source>
        <translation>Kabelplan…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NetBox import CSV…</source>
        <translation>NetBox-Import-CSV…</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::FloorPlanScene</name>
    <message>
        <location filename="../ui/floorplan/floorplanscene.cpp" line="+310"/>
        <source>copper</source>
        <translation>Kupfer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AOC</source>
        <translation>AOC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>multimode</source>
        <translation>Multimode</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>single-mode</source>
        <translation>Singlemode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>&lt;b&gt;%1 ↔ %2&lt;/b&gt;&lt;br&gt;%n cable(s): %3&lt;br&gt;%4 m of cable in all</source>
        <translation>
            <numerusform>&lt;b&gt;%1 ↔ %2&lt;/b&gt;&lt;br&gt;%n Kabel: %3&lt;br&gt;%4 m Kabel insgesamt</numerusform>
            <numerusform>&lt;b&gt;%1 ↔ %2&lt;/b&gt;&lt;br&gt;%n Kabel: %3&lt;br&gt;%4 m Kabel insgesamt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>By network: %1</source>
        <translation>Nach Netz: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Row %1 in %2</source>
        <translation>Reihe %1 in %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n Switch</numerusform>
            <numerusform>%n Switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n panel(s)</source>
        <translation>
            <numerusform>%n Panel</numerusform>
            <numerusform>%n Panels</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power: %1 kW maximum, %2 kW typical</source>
        <translation>Leistung: %1 kW maximal, %2 kW typisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (limit %1 kW)</source>
        <translation> (Grenze %1 kW)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Cables: %1 to %n other rack(s), %2 within</source>
        <translation>
            <numerusform>Kabel: %1 zu %n anderem Rack, %2 im Rack</numerusform>
            <numerusform>Kabel: %1 zu %n anderen Racks, %2 im Rack</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Has errors: see the Issues list</source>
        <translation>Hat Fehler: siehe Bereich Befunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has warnings: see the Issues list</source>
        <translation>Hat Warnungen: siehe Bereich Befunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click for its elevations</source>
        <translation>Doppelklick zeigt die Rack-Ansichten</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::FloorPlanView</name>
    <message>
        <location filename="../ui/floorplan/floorplanview.cpp" line="+31"/>
        <source>The floor plan: every hall from above with its rows of racks. Network racks are blue, racks with errors or warnings are framed red or orange, and the cables between racks are drawn as bundles, wider the more cables they hold. Click a rack to select it, double-click it to see its elevations.</source>
        <translation>Der Grundriss: jede Halle von oben mit ihren Rack-Reihen. Netzwerk-Racks sind blau, Racks mit Fehlern oder Warnungen rot bzw. orange umrandet, und die Kabel zwischen den Racks werden als Bündel gezeichnet, umso breiter, je mehr Kabel sie enthalten. Klicken Sie auf ein Rack, um es auszuwählen, und doppelklicken Sie darauf, um seine Rack-Ansichten zu sehen.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::HelpBrowser</name>
    <message>
        <location filename="../ui/help/helpbrowser.cpp" line="+41"/>
        <source>Overview and getting started</source>
        <translation>Überblick und erste Schritte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation and channels</source>
        <translation>Validierung und Kanäle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation rules reference</source>
        <translation>Referenz der Validierungsregeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exports</source>
        <translation>Exporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving, recovery and bad input</source>
        <translation>Speichern, Wiederherstellung und fehlerhafte Eingaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Performance</source>
        <translation>Performance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture (for developers)</source>
        <translation>Architektur (für Entwickler)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Rackwright Manual</source>
        <translation>Rackwright-Handbuch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules, one page each</source>
        <translation>Regeln, je eine Seite</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::InspectorDock</name>
    <message>
        <location filename="../ui/docks/inspectordock.cpp" line="+46"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The side channel a zero-U PDU hangs in, beside the rails; Automatic takes the side with fewer devices.</source>
        <translation>Der Seitenkanal neben den Schienen, in dem eine Zero-U-PDU hängt; Automatisch nimmt die Seite mit weniger Geräten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The network a switch or appliance serves: the cables at its ports belong to it unless a port&apos;s role says otherwise (a management port is out-of-band) or a cable names its own. A server&apos;s ports take their roles from the catalog.</source>
        <translation>Das Netzwerk, dem ein Switch oder eine Appliance dient: Die Kabel an seinen Ports gehören dazu, sofern nicht die Rolle eines Ports etwas anderes sagt (ein Management-Port ist Out-of-Band) oder ein Kabel ein eigenes nennt. Die Ports eines Servers erhalten ihre Rollen aus dem Katalog.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The fabric plane a switch serves; its cables are in the same plane.</source>
        <translation>Die Fabric-Ebene, der ein Switch dient; seine Kabel liegen in derselben Ebene.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Nothing selected. Select racks, devices or cables on the canvas to see and edit their properties.</source>
        <translation>Nichts ausgewählt. Wählen Sie Racks, Geräte oder Kabel auf der Arbeitsfläche aus, um ihre Eigenschaften zu sehen und zu bearbeiten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> (UNCONFIRMED data)</source>
        <translation> (UNBESTÄTIGTE Daten)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(unracked)</source>
        <translation>(nicht eingebaut)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Front</source>
        <translation>Vorne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rear</source>
        <translation>Hinten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>None (its ports&apos; roles)</source>
        <translation>Keines (Rollen seiner Ports)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Transceivers plugged: %1</source>
        <translation>Gesteckte Transceiver: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>Move %n device(s)</source>
        <translation>
            <numerusform>%n Gerät verschieben</numerusform>
            <numerusform>%n Geräte verschieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Hang %n device(s)</source>
        <translation>
            <numerusform>%n Gerät einhängen</numerusform>
            <numerusform>%n Geräte einhängen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Assign %n device(s) to a network</source>
        <translation>
            <numerusform>%n Gerät einem Netzwerk zuordnen</numerusform>
            <numerusform>%n Geräte einem Netzwerk zuordnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Put %n device(s) in a plane</source>
        <translation>
            <numerusform>%n Gerät einer Ebene zuordnen</numerusform>
            <numerusform>%n Geräte einer Ebene zuordnen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackwright::ui::IssuesDock</name>
    <message>
        <location filename="../ui/docks/issuesdock.cpp" line="+43"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Errors and warnings</source>
        <translation>Fehler und Warnungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All severities</source>
        <translation>Alle Schweregrade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infos</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waived</source>
        <translation>Ausgenommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+66"/>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <location line="-80"/>
        <location line="+95"/>
        <source>%1 (waived)</source>
        <translation>%1 (ausgenommen)</translation>
    </message>
    <message>
        <location line="-91"/>
        <location line="+95"/>
        <source>%1 (on %2)</source>
        <translation>%1 (an %2)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Waived: %1</source>
        <translation>Ausgenommen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About %1 %2: its verdict here rests on this data.</source>
        <translation>Betrifft %1 %2: Deren Ergebnis beruht hier auf diesen Daten.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>F1 or right-click: what this rule checks and how to fix it</source>
        <translation>F1 oder Rechtsklick: was diese Regel prüft und wie Sie den Befund beheben</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Select a finding to read it here in full.</source>
        <translation>Einen Befund auswählen, um ihn hier vollständig zu lesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2
%3</source>
        <translation>%1 · %2
%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (waived) · %2</source>
        <translation>%1 (ausgenommen) · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 infos (hidden: choose All severities)</source>
        <translation>%1 Hinweise (ausgeblendet: „Alle Schweregrade“ wählen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 infos</source>
        <translation>%1 Hinweise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(counted per rule: expand a rule to list its infos)</source>
        <translation>(je Regel gezählt: eine Regel aufklappen, um ihre Hinweise aufzulisten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 errors · %2 warnings · %3 · %4 waived</source>
        <translation>%1 Fehler · %2 Warnungen · %3 · %4 ausgenommen</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n infos</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — counted, not listed, in a design this large: expand to list %2 of them; select an object to see its own in the Inspector</source>
        <translation>%1 — in einem so großen Entwurf gezählt, nicht aufgelistet: aufklappen, um %2 davon aufzulisten; ein Objekt auswählen, um seine eigenen im Inspector zu sehen</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>… %n more; &quot;rackwright validate --infos all&quot; lists every one</source>
        <translation>
            <numerusform>… %n weiterer; &quot;rackwright validate --infos all&quot; listet alle auf</numerusform>
            <numerusform>… %n weitere; &quot;rackwright validate --infos all&quot; listet alle auf</numerusform>
        </translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Remove waiver of %1</source>
        <translation>Ausnahme für %1 entfernen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Select objects</source>
        <translation>Objekte auswählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selects the objects of the finding on the canvas and centres on them</source>
        <translation>Wählt die Objekte des Befunds auf der Arbeitsfläche aus und zentriert auf sie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain rule %1</source>
        <translation>Regel %1 erklären</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trace channel</source>
        <translation>Kanal verfolgen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shows the optical channel of the finding end to end</source>
        <translation>Zeigt den optischen Kanal des Befunds von Ende zu Ende</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plan Fabric Oversubscription…</source>
        <translation>Fabric-Überbuchung planen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>States the leaf oversubscription the %1 fabric is planned for, so that every leaf is held to the design&apos;s plan instead of being waived one by one</source>
        <translation>Nennt die Leaf-Überbuchung, für die die %1-Fabric geplant ist, sodass jeder Leaf am Plan des Designs gemessen wird, statt einzeln ausgenommen zu werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>State Leaf Uplinks…</source>
        <translation>Leaf-Uplinks angeben…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes the uplink capacity the design builds every leaf of the %1 fabric with, or stops stating it</source>
        <translation>Ändert die Uplink-Kapazität, mit der das Design jeden Leaf der Fabric %1 baut, oder gibt sie nicht mehr an</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Remove waiver</source>
        <translation>Ausnahme entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waive…</source>
        <translation>Ausnehmen…</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow/mainwindowdocks.cpp" line="+62"/>
        <source>Design summary</source>
        <translation>Entwurfsübersicht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow/mainwindow.cpp" line="-47"/>
        <location filename="../ui/mainwindow/mainwindowdocks.cpp" line="+3"/>
        <source>Opened design</source>
        <translation>Geöffneter Entwurf</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow/mainwindowdocks.cpp" line="+5"/>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Inspector</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Design outline</source>
        <translation>Design-Gliederung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Issues</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Validating the whole design in the background; the issues list follows when it is done.</source>
        <translation>Der ganze Entwurf wird im Hintergrund geprüft; die Liste der Befunde folgt, wenn das fertig ist.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>That device is not in a rack, so the canvas does not show it.</source>
        <translation>Dieses Gerät ist in keinem Rack, daher zeigt die Arbeitsfläche es nicht.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow/mainwindow.cpp" line="-313"/>
        <source>Select a device to see its port map.</source>
        <translation>Wählen Sie ein Gerät, um seinen Port-Plan zu sehen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Find device, port or cable…</source>
        <translation>Gerät, Port oder Kabel suchen…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Restored design (unsaved)</source>
        <translation>Wiederhergestellter Entwurf (nicht gespeichert)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restored an untitled design as recovered at %1. It is not saved yet: Save asks where to keep it.</source>
        <translation>Ein unbenannter Entwurf wurde im Stand vom %1 wiederhergestellt. Er ist noch nicht gespeichert: „Speichern“ fragt, wo er abgelegt werden soll.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restored %1 as recovered at %2. It is not saved yet: Save writes it to its file.</source>
        <translation>%1 wurde im Stand vom %2 wiederhergestellt. Der Entwurf ist noch nicht gespeichert: „Speichern“ schreibt ihn in seine Datei.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Generated a new design from the cluster plan; save it to keep it.</source>
        <translation>Aus dem Cluster-Plan wurde ein neuer Entwurf erzeugt; speichern Sie ihn, um ihn zu behalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generated a new design from the fabric plan; save it to keep it.</source>
        <translation>Aus dem Fabric-Plan wurde ein neuer Entwurf erzeugt; speichern Sie ihn, um ihn zu behalten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Errors: %1 · Warnings: %2</source>
        <translation>Fehler: %1 · Warnungen: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No selection</source>
        <translation>Keine Auswahl</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cable &amp;Networks</source>
        <translation>Kabelnetz&amp;werke</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fabric &amp;Oversubscription</source>
        <translation>Fabric-&amp;Überbuchung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Panels</source>
        <translation>&amp;Bedienfelder</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+156"/>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The design is being opened, saved or validated; edit it again once that is done.</source>
        <translation>Der Entwurf wird gerade geöffnet, gespeichert oder geprüft; bearbeiten Sie ihn wieder, wenn das abgeschlossen ist.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Racks: %1 · Devices: %2 · Cables: %3</source>
        <translation>Racks: %1 · Geräte: %2 · Kabel: %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About Rackwright</source>
        <translation>Über Rackwright</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Rackwright %1&lt;/h3&gt;&lt;p&gt;Design GPU-cluster networks: racks, servers, switches, transceivers and cables, with every connection validated.&lt;/p&gt;&lt;p&gt;Reads and writes design file formats up to %2. Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rackwright %1&lt;/h3&gt;&lt;p&gt;GPU-Cluster-Netzwerke planen: Racks, Server, Switches, Transceiver und Kabel, jede Verbindung geprüft.&lt;/p&gt;&lt;p&gt;Liest und schreibt Entwurfsdateiformate bis Version %2. Erstellt mit Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow/mainwindowhelp.cpp" line="+47"/>
        <source>&lt;b&gt;Catalog&lt;/b&gt;&lt;p&gt;Every part Rackwright knows, with its source document. Drag a server, switch or panel into a rack, a transceiver onto a cage. Parts marked UNCONFIRMED carry values the source does not state.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Katalog&lt;/b&gt;&lt;p&gt;Jedes Teil, das Rackwright kennt, mit seinem Quelldokument. Ziehen Sie einen Server, Switch oder ein Panel in ein Rack, einen Transceiver auf einen Cage. Als UNBESTÄTIGT markierte Teile enthalten Werte, die die Quelle nicht angibt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Inspector&lt;/b&gt;&lt;p&gt;The properties of the selected devices and cables. A change is one undo step; with several objects selected a field shows (mixed) until you set it for all of them.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Eigenschaften&lt;/b&gt;&lt;p&gt;Die Eigenschaften der ausgewählten Geräte und Kabel. Eine Änderung ist ein Rückgängig-Schritt; sind mehrere Objekte ausgewählt, zeigt ein Feld (gemischt), bis Sie es für alle festlegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Issues&lt;/b&gt;&lt;p&gt;The findings of the live validation. Double-click a row to select and show the objects it names; press F1 or right-click to read what its rule checks and how to fix it; waive a finding with a reason.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Befunde&lt;/b&gt;&lt;p&gt;Die Befunde der laufenden Validierung. Doppelklicken Sie auf eine Zeile, um die genannten Objekte auszuwählen und anzuzeigen; drücken Sie F1 oder klicken Sie mit der rechten Maustaste, um zu lesen, was die Regel prüft und wie Sie den Befund beheben; nehmen Sie einen Befund mit einer Begründung aus.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Design summary&lt;/b&gt;&lt;p&gt;Counts of racks, devices, transceivers and cables, and the fabric&apos;s port budget.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Entwurfsübersicht&lt;/b&gt;&lt;p&gt;Anzahl der Racks, Geräte, Transceiver und Kabel sowie das Port-Budget der Fabric.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;History&lt;/b&gt;&lt;p&gt;Every edit as an undo step; click a step to go back to it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Verlauf&lt;/b&gt;&lt;p&gt;Jede Änderung als Rückgängig-Schritt; klicken Sie auf einen Schritt, um zu ihm zurückzukehren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Canvas&lt;/b&gt;&lt;p&gt;The rows of racks with their devices and cables. Drag parts from the catalog, draw a cable from port to port, drag to select. The wheel zooms about the cursor, the middle button or Space + drag pans. Errors show on the cables and devices themselves.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Arbeitsfläche&lt;/b&gt;&lt;p&gt;Die Rack-Reihen mit ihren Geräten und Kabeln. Ziehen Sie Teile aus dem Katalog, zeichnen Sie ein Kabel von Port zu Port, ziehen Sie zum Auswählen. Das Mausrad zoomt um den Mauszeiger, die mittlere Maustaste oder Leertaste + Ziehen verschiebt die Ansicht. Fehler werden direkt an den Kabeln und Geräten angezeigt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow/mainwindowviews.cpp" line="+48"/>
        <source>Elevations</source>
        <translation>Rack-Ansichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Floor Plan</source>
        <translation>Grundriss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every rack&apos;s front and rear, row by row</source>
        <translation>Vorder- und Rückseite jedes Racks, Reihe für Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The halls from above: racks, rows and cable runs</source>
        <translation>Die Hallen von oben: Racks, Reihen und Kabelstrecken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Navigator</source>
        <translation>Navigator</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Show &amp;All Networks</source>
        <translation>&amp;Alle Netzwerke zeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No cables drawn</source>
        <translation>Keine Kabel gezeichnet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show or hide the cables of %1</source>
        <translation>Die Kabel von %1 zeigen oder ausblenden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 fabric: %2…</source>
        <translation>%1-Fabric: %2…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>States the leaf oversubscription the %1 fabric is planned for; %2 holds every leaf to it</source>
        <translation>Legt die Leaf-Überbuchung fest, für die das %1-Fabric geplant ist; %2 misst jedes Leaf daran</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 holds the nodes&apos; side of every leaf of the %2 fabric to this ratio of node capacity to uplink capacity; storage appliances stay at 1:1. The default is %3.</source>
        <translation>%1 misst die Knotenseite jedes Leafs des %2-Fabrics an diesem Verhältnis von Knotenkapazität zu Uplink-Kapazität; Storage-Appliances bleiben bei 1:1. Die Vorgabe ist %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds every leaf of the %2 fabric to this ratio of node-facing capacity to uplink capacity. The default is %3.</source>
        <translation>%1 misst jedes Leaf des %2-Fabrics an diesem Verhältnis von knotenseitiger Kapazität zu Uplink-Kapazität. Die Vorgabe ist %3.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The elevations of the rack chosen on the floor plan.</source>
        <translation>Die Rack-Ansichten des im Grundriss gewählten Racks.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ManualView</name>
    <message>
        <location filename="../ui/help/helpbrowser.cpp" line="-73"/>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source># Page not found

%1 is not a page of the manual.</source>
        <translation># Seite nicht gefunden

%1 ist keine Seite des Handbuchs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>On the canvas: the mouse wheel zooms about the cursor; the middle button or Space + drag pans; arrow keys nudge the selection; Escape cancels a drawing tool.</source>
        <translation>Auf der Arbeitsfläche: Das Mausrad zoomt um den Mauszeiger; die mittlere Maustaste oder Leertaste + Ziehen verschiebt die Ansicht; die Pfeiltasten verschieben die Auswahl schrittweise; Escape bricht ein Zeichenwerkzeug ab.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Validation rules</source>
        <translation>Validierungsregeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::MoveDeviceTool</name>
    <message>
        <location filename="../ui/canvas/tools/movedevicetool.cpp" line="+64"/>
        <source>Drop the devices on a rack elevation.</source>
        <translation>Legen Sie die Geräte auf einer Rack-Ansicht ab.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Drop %1 on the front or rear elevation of a rack: it hangs in the side channel on that half of the elevation.</source>
        <translation>%1 auf der Vorder- oder Rückansicht eines Racks ablegen: es hängt im Seitenkanal auf dieser Hälfte der Ansicht.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Hang %1 in %2, %3</source>
        <translation>%1 in %2 einhängen, %3</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>(the %n other selected device(s) stay where they are)</source>
        <translation>
            <numerusform>(das %n andere ausgewählte Gerät bleibt, wo es ist)</numerusform>
            <numerusform>(die %n anderen ausgewählten Geräte bleiben, wo sie sind)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Move %1 to %2 U%3, %4</source>
        <translation>%1 nach %2 U%3 verschieben, %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>(%n selected zero-U device(s) stay where they are)</source>
        <translation>
            <numerusform>(%n ausgewähltes Zero-U-Gerät bleibt, wo es ist)</numerusform>
            <numerusform>(%n ausgewählte Zero-U-Geräte bleiben, wo sie sind)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Move %n device(s)</source>
        <translation>
            <numerusform>%n Gerät verschieben</numerusform>
            <numerusform>%n Geräte verschieben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackwright::ui::MoveRackTool</name>
    <message>
        <location filename="../ui/canvas/tools/moveracktool.cpp" line="+36"/>
        <source>Drop the rack onto another rack to put it beside that one.</source>
        <translation>Legen Sie das Rack auf einem anderen Rack ab, um es daneben zu stellen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Put rack %1 before %2</source>
        <translation>Rack %1 vor %2 stellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put rack %1 after %2</source>
        <translation>Rack %1 hinter %2 stellen</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Move rack %1</source>
        <translation>Rack %1 verschieben</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::NavigatorWidget</name>
    <message>
        <location filename="../ui/canvas/navigatorwidget.cpp" line="+21"/>
        <source>The navigator: the whole design in small, with the part the canvas shows framed. Click or drag in it to move the canvas there.</source>
        <translation>Der Navigator: der ganze Entwurf verkleinert, mit einem Rahmen um den Teil, den die Arbeitsfläche zeigt. Klicken oder ziehen Sie darin, um die Arbeitsfläche dorthin zu bewegen.</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Nothing to show</source>
        <translation>Nichts anzuzeigen</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::NetworkFields</name>
    <message>
        <location filename="../ui/docks/networkfields.cpp" line="+76"/>
        <source>(mixed)</source>
        <translation>(gemischt)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Plane %1</source>
        <translation>Ebene %1</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::OutlineDock</name>
    <message>
        <location filename="../ui/docks/outlinedock.cpp" line="+35"/>
        <source>Add Hall</source>
        <translation>Halle hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a data hall to the site of the chosen item</source>
        <translation>Eine Datenhalle zum Standort des gewählten Elements hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Row</source>
        <translation>Reihe hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a row at the end of the chosen hall</source>
        <translation>Eine Reihe am Ende der gewählten Halle hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Rack…</source>
        <translation>Rack hinzufügen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a rack at the end of the chosen row</source>
        <translation>Ein Rack am Ende der gewählten Reihe hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the chosen row up its hall, or the rack left in its row</source>
        <translation>Die gewählte Reihe in ihrer Halle nach oben oder das Rack in seiner Reihe nach links verschieben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the chosen row down its hall, or the rack right in its row</source>
        <translation>Die gewählte Reihe in ihrer Halle nach unten oder das Rack in seiner Reihe nach rechts verschieben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename the chosen item (F2)</source>
        <translation>Das gewählte Element umbenennen (F2)</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>Add hall</source>
        <translation>Halle hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add row %1</source>
        <translation>Reihe %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Move row %1 up</source>
        <translation>Reihe %1 nach oben verschieben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move row %1 down</source>
        <translation>Reihe %1 nach unten verschieben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move rack %1</source>
        <translation>Rack %1 verschieben</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::OutlineModel</name>
    <message>
        <location filename="../ui/docks/outlinemodel.cpp" line="+531"/>
        <source>Site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Hall %1: %n row(s)</source>
        <translation>
            <numerusform>Halle %1: %n Reihe</numerusform>
            <numerusform>Halle %1: %n Reihen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Row %1: %n rack(s)</source>
        <translation>
            <numerusform>Reihe %1: %n Rack</numerusform>
            <numerusform>Reihe %1: %n Racks</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rack %1: %2 U, %3 × %4 mm</source>
        <translation>Rack %1: %2 HE, %3 × %4 mm</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2), %3 %4</source>
        <translation>%1 (%2), %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::PanelFaceItem</name>
    <message>
        <location filename="../ui/portmap/panelfaceitem.cpp" line="+110"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No module</source>
        <translation>Kein Modul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Module: %1</source>
        <translation>Modul: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>→ %1 — cable %2</source>
        <translation>→ %1 — Kabel %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cable</source>
        <translation>Kein Kabel</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::PlannerCharts</name>
    <message>
        <location filename="../ui/planner/plannercharts.cpp" line="+67"/>
        <location line="+100"/>
        <source>DAC</source>
        <translation>DAC</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>ACC</source>
        <translation>ACC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AOC</source>
        <translation>AOC</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>Fiber</source>
        <translation>Glasfaser</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Ports per switch role</source>
        <translation>Ports pro Switch-Rolle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Used</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Oversubscription (down : up)</source>
        <translation>Überbuchung (abwärts : aufwärts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>spine %1</source>
        <translation>Spine %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cable assemblies by part and length</source>
        <translation>Kabelkonfektionen nach Teil und Länge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cable assemblies per tier and media</source>
        <translation>Kabelkonfektionen pro Ebene und Medium</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::PlannerDialog</name>
    <message>
        <location filename="../ui/planner/plannerdialog.cpp" line="+51"/>
        <source>Compute &amp;fabric</source>
        <translation>Compute-&amp;Fabric</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan the compute fabric alone from a server, a switch and the GPU count.</source>
        <translation>Nur die Compute-Fabric aus Server, Switch und GPU-Anzahl planen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole cluster</source>
        <translation>&amp;Ganzer Cluster</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan every network of a SuperPOD-style cluster from a reference architecture: compute, storage, in-band and out-of-band management.</source>
        <translation>Jedes Netz eines Clusters nach Art eines SuperPOD aus einer Referenzarchitektur planen: Compute, Storage, In-Band- und Out-of-Band-Management.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Plan:</source>
        <translation>Planen:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Set every field of both pages back to its default; the planner keeps what you enter for the next session.</source>
        <translation>Setzt jedes Feld beider Seiten auf seinen Standardwert zurück; der Planer behält Ihre Eingaben für die nächste Sitzung.</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+19"/>
        <source>%1 (UNCONFIRMED data)</source>
        <translation>%1 (UNBESTÄTIGTE Daten)</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 (rack-scale, %2 compute trays per rack)</source>
        <translation>%1 (Rack-System, %2 Compute-Trays je Rack)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (rack-scale, %2 compute trays per rack; UNCONFIRMED data)</source>
        <translation>%1 (Rack-System, %2 Compute-Trays je Rack; UNBESTÄTIGTE Daten)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1G</source>
        <translation>%1G</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 tiers (leaf, spine)</source>
        <translation>2 Ebenen (Leaf, Spine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 tiers (leaf, spine, core)</source>
        <translation>3 Ebenen (Leaf, Spine, Core)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rail-optimised</source>
        <translation>Rail-optimiert</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="-24"/>
        <source> servers</source>
        <translation> Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Servers per scalable unit. Automatic: as many as a rail leaf has downlinks, or the whole cluster when it is smaller.</source>
        <translation>Server pro skalierbarer Einheit. Automatisch: so viele, wie ein Rail-Leaf Downlinks hat, oder der ganze Cluster, wenn er kleiner ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build whole SUs for growth</source>
        <translation>Ganze SUs für Wachstum aufbauen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Size every leaf, its uplinks, the spines and their optics for a whole scalable unit even when fewer servers are planned. The budget lists the ports that wait for servers.</source>
        <translation>Jedes Leaf, seine Uplinks, die Spines und ihre Optiken für eine ganze skalierbare Einheit bemessen, auch wenn weniger Server geplant sind. Das Budget listet die Ports, die auf Server warten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> racks</source>
        <translation> Racks</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DAC where it reaches</source>
        <translation>DAC, wo es reicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fiber</source>
        <translation>Glasfaser</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link rate</source>
        <translation>Verbindungsrate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>Oversubscription</source>
        <translation>Überbuchung</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>SU size</source>
        <translation>SU-Größe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planes</source>
        <translation>Netzebenen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Servers per rack</source>
        <translation>Server pro Rack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row length</source>
        <translation>Reihenlänge</translation>
    </message>
    <message>
        <location line="+176"/>
        <source>Fabric and Cluster Planner: whole cluster</source>
        <translation>Fabric- und Cluster-Planer: ganzer Cluster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric and Cluster Planner: compute fabric</source>
        <translation>Fabric- und Cluster-Planer: Compute-Fabric</translation>
    </message>
    <message>
        <location line="-320"/>
        <source>&amp;Generate design</source>
        <translation>Entwurf &amp;erzeugen</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>A rack-scale system&apos;s compute trays are wired by tray position: leaf k of a scalable unit takes tray k of each of its racks.</source>
        <translation>Die Compute-Trays eines Rack-Systems werden nach Tray-Position verdrahtet: Leaf k einer Scalable Unit nimmt Tray k jedes ihrer Racks.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not opened: the current design stays, as asked. Generate again to replace it.</source>
        <translation>Nicht geöffnet: Das aktuelle Design bleibt, wie gewünscht. Erzeugen Sie erneut, um es zu ersetzen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Choose a server and a switch from the catalog.</source>
        <translation>Wählen Sie einen Server und einen Switch aus dem Katalog.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 servers, %2 leaves, %3 spines, %4 cores; %5 cable assemblies.</source>
        <translation>%1 Server, %2 Leafs, %3 Spines, %4 Cores; %5 Kabelkonfektionen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Impossible plan: %1</source>
        <translation>Unmöglicher Plan: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot generate: %1</source>
        <translation>Erzeugen nicht möglich: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Generated %1 racks, %2 devices, %3 transceivers and %4 cables.</source>
        <translation>%1 Racks, %2 Geräte, %3 Transceiver und %4 Kabel erzeugt.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::PortMapDialog</name>
    <message>
        <location filename="../ui/portmap/portmapdialog.cpp" line="+42"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logical ports</source>
        <translation>Logische Ports</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Peer</source>
        <translation>Gegenstelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Port map</source>
        <translation>Port-Plan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Port map of %1 (%2)</source>
        <translation>Port-Plan von %1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Front panel</source>
        <translation>Frontseite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rear panel</source>
        <translation>Rückseite</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::PortMapRows</name>
    <message>
        <location filename="../ui/portmap/portmaprows.cpp" line="+17"/>
        <source>(loose)</source>
        <translation>(lose)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(missing module)</source>
        <translation>(fehlendes Modul)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1:%2 port %3</source>
        <translation>%1:%2 Port %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(spare)</source>
        <translation>(Ersatz)</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/mainwindow/preferencesdialog.cpp" line="+18"/>
        <source>Reopen the last design when Rackwright starts</source>
        <translation>Das zuletzt verwendete Design beim Start von Rackwright wieder öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unsaved changes are written to a recovery file this often, and also soon after a large edit. After a crash, the next start offers to restore them. 0 turns autosave off.</source>
        <translation>Ungespeicherte Änderungen werden in diesem Abstand in eine Wiederherstellungsdatei geschrieben, außerdem kurz nach einer größeren Änderung. Nach einem Absturz bietet der nächste Start an, sie wiederherzustellen. 0 schaltet das automatische Speichern aus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save recovery information every:</source>
        <translation>Wiederherstellungsdaten speichern alle:</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::ProgressPopup</name>
    <message>
        <location filename="../ui/mainwindow/progresspopup.cpp" line="+45"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::RackInspector</name>
    <message>
        <location filename="../ui/docks/rackinspector.cpp" line="+25"/>
        <source>(mixed)</source>
        <translation>(gemischt)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most power the rack may draw; 0 W means no limit is set.</source>
        <translation>Die höchste Leistung, die das Rack aufnehmen darf; 0 W bedeutet, dass keine Grenze gesetzt ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> kg</source>
        <translation> kg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most the rack may carry; 0 kg means no limit is set.</source>
        <translation>Das höchste Gewicht, das das Rack tragen darf; 0 kg bedeutet, dass keine Grenze gesetzt ist.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight limit</source>
        <translation>Gewichtsgrenze</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n rack(s)</source>
        <translation>
            <numerusform>%n Rack</numerusform>
            <numerusform>%n Racks</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 U</source>
        <translation>%1 HE</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>%n device(s), </source>
        <translation>
            <numerusform>%n Gerät, </numerusform>
            <numerusform>%n Geräte, </numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 U used</source>
        <translation>%1 von %2 HE belegt</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Rack-scale system: %1, %n GPU(s) in one NVLink domain. The NVLink spine is part of the rack.</source>
        <translation>
            <numerusform>Rack-Scale-System: %1, %n GPU in einer NVLink-Domäne. Der NVLink-Spine gehört zum Rack.</numerusform>
            <numerusform>Rack-Scale-System: %1, %n GPUs in einer NVLink-Domäne. Der NVLink-Spine gehört zum Rack.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rack-scale system %1 (not in this catalog)</source>
        <translation>Rack-Scale-System %1 (nicht in diesem Katalog)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A rack-scale system&apos;s size is fixed by the product.</source>
        <translation>Die Größe eines Rack-Scale-Systems gibt das Produkt vor.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Edit rack %1</source>
        <translation>Rack %1 bearbeiten</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Edit %n rack(s)</source>
        <translation>
            <numerusform>%n Rack bearbeiten</numerusform>
            <numerusform>%n Racks bearbeiten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackwright::ui::RackItem</name>
    <message>
        <location filename="../ui/canvas/rackitem.cpp" line="+156"/>
        <source>Rack %1
%2 U, %3 × %4 mm</source>
        <translation>Rack %1
%2 HE, %3 × %4 mm</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n GPU(s) in one NVLink domain</source>
        <translation>
            <numerusform>%1: %n GPU in einer NVLink-Domäne</numerusform>
            <numerusform>%1: %n GPUs in einer NVLink-Domäne</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rack-scale system %1, not in this catalog</source>
        <translation>Rack-Scale-System %1, nicht in diesem Katalog</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>NVLink spine · %n GPU(s) · fixed</source>
        <translation>
            <numerusform>NVLink-Spine · %n GPU · fest</numerusform>
            <numerusform>NVLink-Spine · %n GPUs · fest</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>FRONT</source>
        <translation>VORNE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>REAR</source>
        <translation>HINTEN</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 U · %2 × %3 mm</source>
        <translation>%1 HE · %2 × %3 mm</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 · %n GPU(s)</source>
        <translation>
            <numerusform>%1 · %n GPU</numerusform>
            <numerusform>%1 · %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · liquid-cooled</source>
        <translation> · flüssigkeitsgekühlt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · max %1 kW</source>
        <translation> · max. %1 kW</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::RecoveryDialog</name>
    <message>
        <location filename="../ui/mainwindow/recoverydialog.cpp" line="+26"/>
        <source>Recover Designs</source>
        <translation>Entwürfe wiederherstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Rackwright did not close normally.&lt;/b&gt; These designs had changes that were not saved. Restore opens a design with those changes, still unsaved: Save writes it to its original file. Decide later keeps the recovery file for the next start.</source>
        <translation>&lt;b&gt;Rackwright wurde nicht normal beendet.&lt;/b&gt; Diese Entwürfe hatten Änderungen, die nicht gespeichert wurden. „Wiederherstellen“ öffnet einen Entwurf mit diesen Änderungen, weiterhin ungespeichert: „Speichern“ schreibt ihn in seine ursprüngliche Datei. „Später entscheiden“ behält die Wiederherstellungsdatei für den nächsten Start.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recovery saved</source>
        <translation>Gesichert am</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Differences from the file on disk</source>
        <translation>Unterschiede zur Datei auf dem Datenträger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Untitled (never saved)</source>
        <translation>Unbenannt (nie gespeichert)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decide later</source>
        <translation>Später entscheiden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Continue</source>
        <translation>Fortfahren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decide All Later</source>
        <translation>Alle später entscheiden</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::RecoveryOffer</name>
    <message>
        <location filename="../ui/mainwindow/recoveryoffer.cpp" line="+34"/>
        <source>never saved; %1</source>
        <translation>nie gespeichert; %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file on disk no longer exists; Save writes it again (%1)</source>
        <translation>die Datei auf dem Datenträger existiert nicht mehr; „Speichern“ schreibt sie neu (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file on disk cannot be read: %1</source>
        <translation>die Datei auf dem Datenträger kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the recovery file cannot be read: %1</source>
        <translation>die Wiederherstellungsdatei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::RerouteTool</name>
    <message>
        <location filename="../ui/canvas/tools/reroutetool.cpp" line="+29"/>
        <source>Moving end %1 of %2: click the port it goes to (Esc keeps it where it is)</source>
        <translation>Ende %1 von %2 wird umgesteckt: Klicken Sie auf den Zielport (Esc lässt es, wo es ist)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <location line="+21"/>
        <source>The cable end stays where it was.</source>
        <translation>Das Kabelende bleibt, wo es war.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Move cable end %1</source>
        <translation>Kabelende %1 umstecken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End %1 now goes to %2.</source>
        <translation>Ende %1 steckt jetzt an %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The run now needs about %1 m but the cable is %2 m: set its length or replace the part in the Inspector.</source>
        <translation>Die Strecke braucht jetzt etwa %1 m, das Kabel ist aber %2 m lang: Passen Sie seine Länge an oder ersetzen Sie das Teil in den Eigenschaften.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::RowScene</name>
    <message>
        <location filename="../ui/canvas/rowscene.cpp" line="+573"/>
        <source>Unnamed row</source>
        <translation>Unbenannte Reihe</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Racks without a row</source>
        <translation>Racks ohne Reihe</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This design has no racks yet.</source>
        <translation>Dieser Entwurf hat noch keine Racks.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No design is open.</source>
        <translation>Kein Entwurf geöffnet.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::SelectTool</name>
    <message>
        <location filename="../ui/canvas/tools/selecttool.cpp" line="+50"/>
        <location line="+77"/>
        <source>Click again here to select %1 under it.</source>
        <translation>Hier erneut klicken, um %1 darunter auszuwählen.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Click again here to select %1 on top.</source>
        <translation>Hier erneut klicken, um %1 darüber auszuwählen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cable %1</source>
        <translation>Kabel %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the cable</source>
        <translation>das Kabel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the device</source>
        <translation>das Gerät</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the rack</source>
        <translation>das Rack</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 — drag to another port to link them</source>
        <translation>%1 — auf einen anderen Port ziehen, um beide zu verbinden</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>Move %n device(s) up</source>
        <translation>
            <numerusform>%n Gerät nach oben verschieben</numerusform>
            <numerusform>%n Geräte nach oben verschieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Move %n device(s) down</source>
        <translation>
            <numerusform>%n Gerät nach unten verschieben</numerusform>
            <numerusform>%n Geräte nach unten verschieben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackwright::ui::SelectionSummary</name>
    <message>
        <location filename="../ui/docks/selectionsummary.cpp" line="+34"/>
        <source>Selected: %1 (%2)</source>
        <translation>Ausgewählt: %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selected: rack %1</source>
        <translation>Ausgewählt: Rack %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected: cable %1</source>
        <translation>Ausgewählt: Kabel %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n rack(s)</source>
        <translation>
            <numerusform>%n Rack</numerusform>
            <numerusform>%n Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n Kabel</numerusform>
            <numerusform>%n Kabel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected: %1</source>
        <translation>Ausgewählt: %1</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::TraceController</name>
    <message>
        <location filename="../ui/mainwindow/tracecontroller.cpp" line="+25"/>
        <source>Channel Trace</source>
        <translation>Kanalverfolgung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Channel Trace&lt;/b&gt;&lt;p&gt;One optical channel end to end, as the rules see it: every connector mating, cord, trunk and cassette, one line per fiber position in its TIA-598 colour, where each Tx lane lands, length and loss against the allowance, and the findings on the element they are about. Click an element to select it on the canvas, a rule id to read the rule.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kanalverfolgung&lt;/b&gt;&lt;p&gt;Ein optischer Kanal von Ende zu Ende, so wie die Regeln ihn sehen: jede Steckverbindung, jedes Kabel, jeder Trunk und jede Kassette, eine Linie pro Faserposition in ihrer TIA-598-Farbe, wo jede Tx-Lane ankommt, Länge und Dämpfung im Vergleich zum zulässigen Wert sowie die Befunde an dem Element, das sie betreffen. Klicken Sie auf ein Element, um es auf der Arbeitsfläche auszuwählen, oder auf eine Regel-ID, um die Regel zu lesen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+6"/>
        <source>No design is open.</source>
        <translation>Kein Entwurf geöffnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+37"/>
        <source>The objects of this finding carry no optical channel.</source>
        <translation>Die Objekte dieses Befunds führen keinen optischen Kanal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No optical channel starts here.</source>
        <translation>Hier beginnt kein optischer Kanal.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The traced object was removed from the design.</source>
        <translation>Das verfolgte Objekt wurde aus dem Entwurf entfernt.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>That device is not in a rack, so the canvas does not show it.</source>
        <translation>Dieses Gerät ist in keinem Rack, daher zeigt die Arbeitsfläche es nicht.</translation>
    </message>
</context>
<context>
    <name>rackwright::ui::UserPrompts</name>
    <message>
        <location filename="../ui/mainwindow/userprompts.cpp" line="-192"/>
        <source>Waive %1</source>
        <translation>%1 ausnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

Why is this acceptable? The reason is saved with the design.</source>
        <translation>%1

Warum ist das akzeptabel? Die Begründung wird mit dem Entwurf gespeichert.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1

The node-facing : uplink capacity the leaves of the %2 fabric are planned for, e.g. 2:1 or 3:2. Every leaf of the fabric is held to it; leave it empty for the rule&apos;s default. Saved with the design.</source>
        <translation>%1

Das Verhältnis der Kapazität zu den Knoten zur Uplink-Kapazität, für das die Leafs der %2-Fabric geplant sind, z. B. 2:1 oder 3:2. Jeder Leaf der Fabric wird daran gemessen; leer lassen für den Standard der Regel. Wird mit dem Design gespeichert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan %1 Fabric Oversubscription</source>
        <translation>Überbuchung der %1-Fabric planen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>State %1 Leaf Uplinks</source>
        <translation>Leaf-Uplinks für %1 angeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1

The uplink capacity in Gb/s every leaf of the %2 fabric is built with, its scalable unit full or not (for example 12800 for 32 uplinks of 400 Gb/s). Enter 0 to stop stating it. Saved with the design.</source>
        <translation>%1

Die Uplink-Kapazität in Gb/s, mit der jeder Leaf der Fabric %2 gebaut wird, ob seine Scalable Unit voll ist oder nicht (zum Beispiel 12800 für 32 Uplinks zu 400 Gb/s). Geben Sie 0 ein, um sie nicht mehr anzugeben. Wird mit dem Design gespeichert.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Open with repair</source>
        <translation>Mit Reparatur öffnen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&quot;%1&quot; cannot be opened as it is: %n object(s) have broken references.</source>
        <translation>
            <numerusform>„%1“ kann so nicht geöffnet werden: %n Objekt hat fehlerhafte Verweise.</numerusform>
            <numerusform>„%1“ kann so nicht geöffnet werden: %n Objekte haben fehlerhafte Verweise.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open it with those objects set aside in a quarantine section of the file (kept unchanged and written back when you save, so that you can fix them later), or with them dropped? Either way the file itself changes only when you save.</source>
        <translation>Mit diesen Objekten in einem Quarantäne-Abschnitt der Datei beiseitegelegt öffnen (unverändert aufbewahrt und beim Speichern zurückgeschrieben, sodass Sie sie später korrigieren können), oder ohne sie? In beiden Fällen ändert sich die Datei selbst erst, wenn Sie speichern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open with Quarantine</source>
        <translation>Mit Quarantäne öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open and Drop</source>
        <translation>Öffnen und verwerfen</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n copied cable(s) run to devices outside the copy.</source>
        <translation>
            <numerusform>%n kopiertes Kabel führt zu einem Gerät außerhalb der Kopie.</numerusform>
            <numerusform>%n kopierte Kabel führen zu Geräten außerhalb der Kopie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connect them to the next free matching port of the same device (the port they were on when it is free), paste them with that end loose for you to plug, or leave them out? Cables between the copied devices are pasted in every case.</source>
        <translation>Sollen sie an den nächsten freien passenden Port desselben Geräts angeschlossen werden (an ihren bisherigen Port, wenn dieser frei ist), mit losem Ende zum Selbststecken eingefügt oder weggelassen werden? Kabel zwischen den kopierten Geräten werden in jedem Fall eingefügt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect to Free Ports</source>
        <translation>An freie Ports anschließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loose Ends</source>
        <translation>Lose Enden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave Out</source>
        <translation>Weglassen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Opened with repair</source>
        <translation>Mit Reparatur geöffnet</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&quot;%1&quot; was opened with %n repair(s). Nothing is written to the file until you save.</source>
        <translation>
            <numerusform>„%1“ wurde mit %n Reparatur geöffnet. In die Datei wird erst beim Speichern geschrieben.</numerusform>
            <numerusform>„%1“ wurde mit %n Reparaturen geöffnet. In die Datei wird erst beim Speichern geschrieben.</numerusform>
        </translation>
    </message>
</context>
</TS>
